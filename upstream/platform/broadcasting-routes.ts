import type { FastifyInstance } from 'fastify';
import { broadcastingAuth, broadcastingUserAuth } from '@contracts/broadcasting';
import { userPusherChannelName } from '@contracts/realtime-channel';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { forbidden } from '../server/errors';
import { channelAuth, userAuth } from '../realtime/signatures';
import { assertSpendOne } from '../accounts/failure-counter';
import type { AuthUser } from '../accounts/tokens';
import { realtimeEpochOf } from './realtime-channel';

/**
 * Signatures one session may ask for in a minute, of each kind (channel, sign-in): 300. pusher-js
 * asks for a sign-in on every connection and a channel signature for every private channel on
 * every (re)connection, and every open tab has a connection of its own; a revocation closes all
 * of a user's sockets at once (4009) and every tab still signed in comes back; every full page
 * load is a new connection too, and a browser test suite signed in as one user loads pages
 * faster than any person. 300 leaves room for all of that, while a script asking in a loop (a
 * token lookup, an epoch read and an HMAC each) is held to five a second.
 */
export const realtimeSignatures = { max: 300, windowMs: 60_000 };

const tooManySignatures = (seconds: number) =>
  `Too many realtime authorisations. Please try again in ${seconds} seconds.`;

type SignatureKind = 'channel' | 'user';

/**
 * Per session, not per user: a stolen session looping here would otherwise spend the owner's
 * budget and keep the owner's tabs from hearing their codes (key-issue-limit.ts reasons alike).
 */
function spendSignature(ctx: UpstreamContext, kind: SignatureKind, user: AuthUser): Promise<void> {
  const who = user.tokenId === null ? `u${user.id}` : `s${user.tokenId}`;
  return assertSpendOne(ctx.db, `broadcasting:${kind}:${who}`, realtimeSignatures, ctx.now(), tooManySignatures);
}

/**
 * Laravel's /broadcasting/auth: signs `socket_id:channel` with the realtime app secret so
 * the Pusher-protocol server (embedded, Pusher, soketi or Reverb) admits the subscription.
 * A token only ever opens its own user's channel of the current epoch, and signs a socket in
 * only as its own user.
 */
export function registerBroadcastingRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  registerRoute(app, ctx, broadcastingAuth, async ({ me, body }) => {
    const user = me();
    const { id } = user;
    // Counted before the channel is checked: a refused channel costs the same work.
    await spendSignature(ctx, 'channel', user);
    // The current epoch only: a channel of before the last revocation is nothing's to hear.
    if (body.channel_name !== userPusherChannelName(id, await realtimeEpochOf(ctx.db, id)))
      throw forbidden('You may not subscribe to this channel.');
    const { key, secret } = ctx.config.realtime;
    return { auth: channelAuth(key, secret, body.socket_id, body.channel_name) };
  });
  // The socket's sign-in as this user: what lets a revocation close the user's sockets.
  registerRoute(app, ctx, broadcastingUserAuth, async ({ me, body }) => {
    const user = me();
    const { id } = user;
    await spendSignature(ctx, 'user', user);
    const userData = JSON.stringify({ id: String(id) });
    const { key, secret } = ctx.config.realtime;
    return { auth: userAuth(key, secret, body.socket_id, userData), user_data: userData };
  });
}
