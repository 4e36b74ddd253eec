import { z } from 'zod';
import { defineRoute } from './route';
import { minorUnits } from './commerce-query';
import { listQuery, paginated } from './list-query';

/** Where referral earnings can go: the user's own balance at once, or paid out by staff. */
export const withdrawalMethods = ['balance', 'card', 'crypto'] as const;
export const withdrawalStatus = z.enum(['pending', 'paid', 'rejected']);

export const referralSummary = z.object({
  /** Sent as the `ref` query of a share link and then as Referral-id on sign-up. */
  referral_id: z.number().int(),
  /** Share of each referred user's confirmed top-up credited to the referrer. */
  percent: z.number(),
  referrals_count: z.number().int(),
  /** Lifetime earnings, minor units. */
  earned: minorUnits,
  /** Withdrawn or waiting to be paid (rejected requests give the money back). */
  withdrawn: minorUnits,
  available: minorUnits,
  min_withdrawal: minorUnits,
});

export const getReferral = defineRoute({
  id: 'referral.summary',
  method: 'GET',
  path: '/api/referral',
  auth: 'user',
  response: z.object({ status: z.literal(true), referral: referralSummary }),
  summary: 'Referral link id, percent, referred users and earned/withdrawn/available amounts.',
});

export const referralEarning = z.object({
  id: z.number().int(),
  /** Masked email of the referred user. */
  referred: z.string(),
  amount: minorUnits,
  created_at: z.string(),
});

export const listReferralEarnings = defineRoute({
  id: 'referral.earnings',
  method: 'GET',
  path: '/api/referral/earnings',
  auth: 'user',
  query: listQuery.omit({ search: true }),
  response: paginated(referralEarning).extend({ status: z.literal(true) }),
  summary: "Credits from referred users' top-ups, newest first.",
});

export const withdrawal = z.object({
  id: z.number().int(),
  amount: minorUnits,
  method: z.enum(withdrawalMethods),
  wallet: z.string(),
  status: withdrawalStatus,
  created_at: z.string(),
});

export const withdrawReferral = defineRoute({
  id: 'referral.withdraw',
  method: 'POST',
  path: '/api/referral/withdraw',
  auth: 'user',
  body: z
    .object({
      amount: z.coerce.number().int('The amount must be in minor units.').positive().max(1_000_000_000),
      method: z.enum(withdrawalMethods),
      wallet: z.string().trim().max(120).optional(),
    })
    .refine((b) => b.method === 'balance' || (b.wallet?.length ?? 0) >= 6, {
      path: ['wallet'],
      message: 'The wallet field is required for this method.',
    }),
  response: z.object({ status: z.literal(true), message: z.string(), withdrawal, referral: referralSummary }),
  summary: 'Withdraws available earnings: to the balance at once (ledger credit), or as a pending payout.',
});

export const listWithdrawals = defineRoute({
  id: 'referral.withdrawals',
  method: 'GET',
  path: '/api/referral/history-withdrawals',
  auth: 'user',
  query: listQuery,
  response: paginated(withdrawal).extend({ status: z.literal(true) }),
  summary: 'Withdrawal history, newest first; search matches method, status or wallet.',
});

export const referralRoutes = [getReferral, listReferralEarnings, withdrawReferral, listWithdrawals];
