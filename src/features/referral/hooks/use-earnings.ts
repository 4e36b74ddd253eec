import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { listReferralEarnings } from '@/lib/api-routes/referral';
import { WITHDRAWALS_PAGE_SIZE } from './use-withdrawals';

export type EarningsAnswer = ResponseOf<typeof listReferralEarnings>;
export type Earning = EarningsAnswer['data'][number];

export const EARNINGS_PATH = apiPath(listReferralEarnings);

/** One page of credits from referred users' top-ups, newest first (the upstream's order). */
export function useEarnings(page: number) {
  return useSWR<EarningsAnswer>(
    apiPath(listReferralEarnings, { query: { page, per_page: WITHDRAWALS_PAGE_SIZE } }),
    getJson,
    {
      keepPreviousData: true,
    },
  );
}
