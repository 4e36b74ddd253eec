import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { listWithdrawals } from '@/lib/api-routes/referral';

export type WithdrawalsAnswer = ResponseOf<typeof listWithdrawals>;
export type Withdrawal = WithdrawalsAnswer['data'][number];
export type WithdrawalStatus = Withdrawal['status'];

export const WITHDRAWALS_PATH = apiPath(listWithdrawals);
/** Spec §3: the withdrawal history pages by 10. */
export const WITHDRAWALS_PAGE_SIZE = 10;

export interface WithdrawalFilters {
  search: string;
  page: number;
}

/** True for any cached page of the history, so a new withdrawal refreshes them all. */
export function isWithdrawalsKey(key: unknown): boolean {
  return typeof key === 'string' && (key === WITHDRAWALS_PATH || key.startsWith(`${WITHDRAWALS_PATH}?`));
}

/** One page of the user's withdrawals, newest first; an empty search is not sent (spec §5). */
export function useWithdrawals(filters: WithdrawalFilters) {
  return useSWR<WithdrawalsAnswer>(
    apiPath(listWithdrawals, { query: { ...filters, per_page: WITHDRAWALS_PAGE_SIZE } }),
    getJson,
    { keepPreviousData: true },
  );
}
