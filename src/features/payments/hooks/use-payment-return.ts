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

/**
 * What the notice says: `paid` only once the history says the balance was credited; a page's
 * "paid" before that is `confirming` (the gateway's word is not the ledger's); `expired` when
 * the payment ran out of time without being credited.
 */
export type PaymentReturnState = PaymentResult | 'confirming' | 'expired';

/** The return to show, with the payment itself once it has been looked up. */
export interface PaymentReturnNotice {
  transactionId: string;
  result: PaymentReturnState;
  payment: PaymentHistoryEntry | null;
}

// While the payment waits for its confirmation the notice looks again, so it turns into
// "received" (or "declined") without a reload.
const CONFIRMING_POLL_MS = 3_000;

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
 * wins over the query's. A "paid" return says "received" only when the history says so: until
 * then it says the payment is being confirmed (an amount that did not match, or a gateway that
 * has not notified us yet, is credited late or never). A transaction that is not the user's
 * shows nothing; if the lookup fails, a decline stands and a "paid" stays unconfirmed.
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
  const transactionId = returned?.transactionId;
  const { data } = useSWR<PaymentHistoryAnswer>(key, getJson, {
    revalidateOnFocus: false,
    refreshInterval: (latest) =>
      returned?.result === 'paid' && paymentIn(latest, transactionId)?.status === 'pending' ? CONFIRMING_POLL_MS : 0,
  });
  const dismiss = useCallback(() => setReturned(null), []);

  if (!returned) return { notice: null, dismiss };
  const payment = paymentIn(data, returned.transactionId);
  if (data && !payment) return { notice: null, dismiss };
  return { notice: { transactionId: returned.transactionId, result: stateOf(returned, payment), payment }, dismiss };
}

function paymentIn(data: PaymentHistoryAnswer | undefined, transactionId: string | undefined) {
  return data?.history.data.find((p) => p.transaction_id === transactionId) ?? null;
}

function stateOf(returned: PaymentReturn, payment: PaymentHistoryEntry | null): PaymentReturnState {
  if (payment?.status === 'paid' || payment?.status === 'failed' || payment?.status === 'expired')
    return payment.status;
  return returned.result === 'paid' ? 'confirming' : 'failed';
}
