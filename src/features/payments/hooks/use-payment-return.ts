import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import useSWR from 'swr';
import { apiPath } from '@/lib/api-client';
import { getPaymentHistory } from '@/lib/api-routes/payments';
import { getJson } from '@/lib/http';
import type { PaymentHistoryAnswer, PaymentHistoryEntry } from './use-payment-history';

export type PaymentResult = 'paid' | 'failed';

/** What the payment page said when it sent the browser back. */
export interface PaymentReturn {
  transactionId: string;
  result: PaymentResult;
}

/** The return to show, with the payment itself once it has been looked up. */
export interface PaymentReturnNotice extends PaymentReturn {
  payment: PaymentHistoryEntry | null;
}

type Query = Record<string, string | string[] | undefined>;

const RETURN_KEYS = ['payment', 'result'];
// The upstream's transaction ids (tx_ and hex); anything else is not one of ours.
const TRANSACTION = /^tx_[A-Za-z0-9]{6,64}$/;

/** `?payment=<tx>&result=paid|failed`, or null for anything else (missing, repeated, unknown). */
export function parsePaymentReturn(query: Query): PaymentReturn | null {
  const { payment, result } = query;
  if (typeof payment !== 'string' || !TRANSACTION.test(payment)) return null;
  if (result !== 'paid' && result !== 'failed') return null;
  return { transactionId: payment, result };
}

/**
 * The payment page sends the browser back to /top-up?payment=<tx>&result=paid|failed. The
 * return is read once and taken out of the address bar (a reload or a shared link does not say
 * it again); invalid values are dropped without a word. The payment is then looked up in the
 * user's history: its amount and method for the message and a retry, and its settled status
 * wins over the query's. A transaction that is not the user's shows nothing; if the lookup
 * fails, the query's word stands.
 */
export function usePaymentReturn(): { notice: PaymentReturnNotice | null; dismiss(): void } {
  const router = useRouter();
  const { isReady, query, pathname } = router;
  const [returned, setReturned] = useState<PaymentReturn | null>(null);
  // Read during render (not in the effect) so the first paint after the return already says it;
  // `seen` keeps a dismissed return from coming back while the address still carries it.
  const [seen, setSeen] = useState<string | null>(null);
  const parsed = isReady ? parsePaymentReturn(query) : null;
  const parsedKey = parsed && `${parsed.transactionId}:${parsed.result}`;
  if (parsedKey && parsedKey !== seen) {
    setSeen(parsedKey);
    setReturned(parsed);
  }

  useEffect(() => {
    if (!isReady || !RETURN_KEYS.some((k) => k in query)) return;
    const rest = Object.fromEntries(Object.entries(query).filter(([k]) => !RETURN_KEYS.includes(k)));
    void router.replace({ pathname, query: rest }, undefined, { shallow: true, scroll: false });
  }, [isReady, query, pathname, router]);

  const key = returned
    ? apiPath(getPaymentHistory, { query: { search: returned.transactionId, per_page: 10, page: 1 } })
    : null;
  const { data } = useSWR<PaymentHistoryAnswer>(key, getJson, { revalidateOnFocus: false });
  const dismiss = useCallback(() => setReturned(null), []);

  if (!returned) return { notice: null, dismiss };
  const payment = data?.history.data.find((p) => p.transaction_id === returned.transactionId) ?? null;
  if (data && !payment) return { notice: null, dismiss };
  const settled = payment?.status === 'paid' || payment?.status === 'failed' ? payment.status : null;
  return { notice: { ...returned, result: settled ?? returned.result, payment }, dismiss };
}
