import type { Db } from '../db/database';
import type { UpstreamContext } from '../server/context';

/**
 * The epoch of the user's realtime channel (private-user.{id}.{epoch}, contracts/realtime-channel.ts):
 * events go to the current one, and announcing a revocation moves it on.
 */
export async function realtimeEpochOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('realtime_epoch').where('id', '=', userId).executeTakeFirst();
  return row?.realtime_epoch ?? 0;
}

/**
 * Tells the user's pages that sessions were revoked, on the channel they listen on, after moving
 * the channel on: a page whose session still works reads the new name with its user (it rereads
 * the user on this event) and joins it; a socket that joined with a revoked session, whatever
 * account it signed in as since, is left on a channel nothing is published to again. The
 * publisher then closes every socket signed in as the user.
 */
export async function announceSessionsRevoked(
  ctx: Pick<UpstreamContext, 'db' | 'publish'>,
  userId: number,
): Promise<void> {
  const moved = await ctx.db
    .updateTable('users')
    .set((eb) => ({ realtime_epoch: eb('realtime_epoch', '+', 1) }))
    .where('id', '=', userId)
    .returning('realtime_epoch')
    .executeTakeFirst();
  await ctx.publish(userId, 'SessionsRevoked', {}, { epoch: (moved?.realtime_epoch ?? 1) - 1 });
}
