import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { referralSummary } from '@contracts/referral';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { readSettings } from './site-settings';

/** Smallest withdrawal, minor units (5.00). */
export const minWithdrawal = 500;

/** Earned minus withdrawn (pending and paid; a rejected request gives the money back). */
export async function referralSummaryOf(
  db: Db | Transaction<Database>,
  userId: number,
): Promise<z.infer<typeof referralSummary>> {
  const [earned, withdrawn, referrals, settings] = await Promise.all([
    db
      .selectFrom('referral_earnings')
      .select(sql<number>`coalesce(sum(amount), 0)::bigint`.as('s'))
      .where('referrer_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('referral_withdrawals')
      .select(sql<number>`coalesce(sum(amount), 0)::bigint`.as('s'))
      .where('user_id', '=', userId)
      .where('status', 'in', ['pending', 'paid'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('referrer_id', '=', userId)
      .executeTakeFirstOrThrow(),
    readSettings(db),
  ]);
  const e = Number(earned.s);
  const w = Number(withdrawn.s);
  return {
    referral_id: userId,
    percent: settings.referral_percent,
    referrals_count: Number(referrals.n),
    earned: e,
    withdrawn: w,
    available: e - w,
    min_withdrawal: minWithdrawal,
  };
}

/** a***e@example.com: enough for the referrer to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  const head = name.slice(0, 1);
  const tail = name.length > 2 ? name.slice(-1) : '';
  return `${head}***${tail}@${domain}`;
}
