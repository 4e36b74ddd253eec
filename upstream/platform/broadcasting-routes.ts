import type { FastifyInstance } from 'fastify';
import { broadcastingAuth, broadcastingUserAuth } from '@contracts/broadcasting';
import { userPusherChannelName } from '@contracts/realtime-channel';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { forbidden } from '../server/errors';
import { channelAuth, userAuth } from '../realtime/signatures';
import { realtimeEpochOf } from './realtime-channel';

/**
 * Laravel's /broadcasting/auth: signs `socket_id:channel` with the realtime app secret so
 * the Pusher-protocol server (embedded, Pusher, soketi or Reverb) admits the subscription.
 * A token only ever opens its own user's channel of the current epoch, and signs a socket in
 * only as its own user.
 */
export function registerBroadcastingRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  registerRoute(app, ctx, broadcastingAuth, async ({ me, body }) => {
    const { id } = me();
    // The current epoch only: a channel of before the last revocation is nothing's to hear.
    if (body.channel_name !== userPusherChannelName(id, await realtimeEpochOf(ctx.db, id)))
      throw forbidden('You may not subscribe to this channel.');
    const { key, secret } = ctx.config.realtime;
    return { auth: channelAuth(key, secret, body.socket_id, body.channel_name) };
  });
  // The socket's sign-in as this user: what lets a revocation close the user's sockets.
  registerRoute(app, ctx, broadcastingUserAuth, ({ me, body }) => {
    const userData = JSON.stringify({ id: String(me().id) });
    const { key, secret } = ctx.config.realtime;
    return { auth: userAuth(key, secret, body.socket_id, userData), user_data: userData };
  });
}
