import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { getPayments } from '@/lib/api-routes/payments';

export type PaymentsAnswer = ResponseOf<typeof getPayments>;
export type PaymentSystemView = PaymentsAnswer['systems'][string];

export const PAYMENTS_KEY = apiPath(getPayments);

/** The payment systems (with the default) and the user's pending top-ups (spec §3 Payments). */
export function usePayments() {
  return useSWR<PaymentsAnswer>(PAYMENTS_KEY, getJson);
}
