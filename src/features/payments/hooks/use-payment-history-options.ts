import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { getPaymentHistoryOptions } from '@contracts/payments';
import { getJson } from '@/lib/http';

export type PaymentHistoryOption = ResponseOf<typeof getPaymentHistoryOptions>['data'][number];

/** The payment systems the history can be filtered by, with their icons. */
export function usePaymentHistoryOptions() {
  return useSWR<ResponseOf<typeof getPaymentHistoryOptions>>('/api/payment-history-options', getJson, {
    revalidateOnFocus: false,
  });
}
