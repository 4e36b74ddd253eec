import type { FastifyInstance } from 'fastify';
import { broadcastingAuth } from '@contracts/broadcasting';
import { userPusherChannelName } from '@contracts/realtime-channel';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { forbidden } from '../server/errors';
import { channelAuth } from '../realtime/signatures';

/**
 * Laravel's /broadcasting/auth: signs `socket_id:channel` with the realtime app secret so
 * the Pusher-protocol server (embedded, Pusher, soketi or Reverb) admits the subscription.
 * A token only ever opens its own user's channel.
 */
export function registerBroadcastingRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  registerRoute(app, ctx, broadcastingAuth, ({ me, body }) => {
    const { id } = me();
    if (body.channel_name !== userPusherChannelName(id)) throw forbidden('You may not subscribe to this channel.');
    const { key, secret } = ctx.config.realtime;
    return { auth: channelAuth(key, secret, body.socket_id, body.channel_name) };
  });
}
