import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { readSettings } from './site-settings';

export interface ReferralCredit {
  referrerId: number;
  amount: number;
}

/**
 * Credits the referrer of `userId` with `referral_percent` (site settings, default 10 %) of a
 * confirmed top-up of `amountMinor`. Call it inside the payment-confirmation transaction so
 * the share exists exactly when the payment does. With `sourceRef` (e.g. `payment:<tx id>`)
 * a repeated call is a no-op, as referral_earnings.source_ref is unique.
 *
 * The share goes to referral earnings, not to the balance: the referrer withdraws it
 * (to the balance or as a payout) through /api/referral/withdraw.
 * Returns what was credited, or null (no referrer, share rounds to 0, already credited).
 * `at` dates the earning (the demo seed's past top-ups); by default the database's now.
 */
export async function creditReferralShare(
  trx: Transaction<Database> | Db,
  userId: number,
  amountMinor: number,
  sourceRef?: string,
  at?: Date,
): Promise<ReferralCredit | null> {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return null;
  const user = await trx.selectFrom('users').select('referrer_id').where('id', '=', userId).executeTakeFirst();
  if (!user?.referrer_id || user.referrer_id === userId) return null;
  const { referral_percent } = await readSettings(trx);
  const amount = Math.floor((amountMinor * referral_percent) / 100);
  if (amount <= 0) return null;
  const row = await trx
    .insertInto('referral_earnings')
    .values({
      referrer_id: user.referrer_id,
      referred_user_id: userId,
      source_ref: sourceRef ?? `topup:${userId}:${randomUUID()}`,
      amount,
      ...(at ? { created_at: at } : {}),
    })
    .onConflict((oc) => oc.column('source_ref').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? { referrerId: user.referrer_id, amount } : null;
}
