import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { getPaymentHistoryOptions } from '@/lib/api-routes/payments';

export type PaymentHistoryOption = ResponseOf<typeof getPaymentHistoryOptions>['data'][number];

/** The payment systems the history can be filtered by, with their icons. */
export function usePaymentHistoryOptions() {
  return useSWR<ResponseOf<typeof getPaymentHistoryOptions>>(apiPath(getPaymentHistoryOptions), getJson, {
    revalidateOnFocus: false,
  });
}
