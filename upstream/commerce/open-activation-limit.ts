import type { Db } from '../db/database';
import { DomainError } from '../server/errors';

/** Activation statuses that still hold a number (before finish, cancel or expiry). */
export const OPEN_ACTIVATION: ('waiting' | 'code_received' | 'waiting_retry')[] = [
  'waiting',
  'code_received',
  'waiting_retry',
];

export const activationLimit = (max: number): DomainError =>
  new DomainError(
    409,
    'ACTIVATION_LIMIT',
    `At most ${max} activations can be open at once: finish or cancel one, then buy again.`,
  );

/**
 * The per-account cap on open activations, here in the service so the site, the REST API and
 * the handler API all meet it. The user's row is locked first: purchases of one user queue
 * behind each other, so two racing buys cannot both see room for one more.
 */
export async function assertBelowOpenLimit(trx: Db, userId: number, max: number, now: Date): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  const row = await trx
    .selectFrom('activations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', OPEN_ACTIVATION)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= max) throw activationLimit(max);
}
