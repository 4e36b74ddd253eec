import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { useListErrorHandler } from './refused-filters';
import { apiPath } from '@/lib/api-client';
import { getPaymentHistory } from '@/lib/api-routes/payments';

export type PaymentHistoryAnswer = ResponseOf<typeof getPaymentHistory>;
export type PaymentHistoryEntry = PaymentHistoryAnswer['history']['data'][number];

/** Spec §9: histories show 10 a page. */
export const HISTORY_PAGE_SIZE = 10;

export type HistoryDate = '' | 'today' | 'week' | 'month' | 'year' | 'all';
export type HistoryFilters = {
  date: HistoryDate;
  /** yyyy-mm-dd; from/to win over `date` upstream. */
  from: string;
  to: string;
  search: string;
  /** A payment system id, '' for all. */
  payment_id: number | '';
  page: number;
};
export const defaultHistoryFilters = (): HistoryFilters => ({
  date: '',
  from: '',
  to: '',
  search: '',
  payment_id: '',
  page: 1,
});

/** One page of the user's top-ups; empty filter values are not sent (spec §5). */
export function usePaymentHistory(filters: HistoryFilters) {
  const onError = useListErrorHandler();
  return useSWR<PaymentHistoryAnswer>(
    apiPath(getPaymentHistory, { query: { ...filters, per_page: HISTORY_PAGE_SIZE } }),
    getJson,
    {
      keepPreviousData: true,
      // Refused filters (422) are said by the view (payment-history-view.tsx).
      onError,
    },
  );
}
