import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useRouter } from 'next/router';
import { getJson } from '@/lib/http';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import { useNow } from '@/hooks/use-now';
import { useUser } from '@/hooks/use-user';
import { useModals } from '@/state/modals';
import { onRealtime } from '@/state/realtime-bus';
import {
  clearPendingPurchase,
  getPendingPurchaseSnapshot,
  pendingPurchaseAt,
  subscribePendingPurchase,
  type PendingPurchase,
} from '@/state/pending-purchase';
import { useBuyNumber } from './use-buy-number';
import { priceKey, type PriceAnswer } from './use-price';
import { rentPriceKey, type RentPriceAnswer } from './use-rent-price';

export type PendingStep =
  | { step: 'none' }
  /** A purchase was pending but is older than the limit: nothing was or will be bought. */
  | { step: 'expired' }
  /** Waiting for the money; `covered` once the balance pays the price seen (the user may buy now). */
  | { step: 'waiting'; purchase: PendingPurchase; covered: boolean }
  /** The price went up since the user saw it: ask again instead of buying. */
  | { step: 'price-rose'; purchase: PendingPurchase; price: number }
  | { step: 'buying'; purchase: PendingPurchase };

type Phase = { step: 'idle' } | { step: 'buying' } | { step: 'price-rose'; price: number };

const ACTIVATIONS_PATH = '/activations';
const RENT_PATH = '/rent';
// Expiry is judged against a clock re-read this often (and at mount).
const CLOCK_MS = 15_000;

/** The price of the pending purchase now, as the price card would quote it. */
async function priceNow(p: PendingPurchase): Promise<number | null> {
  const choice = { serviceId: p.serviceId, countryId: p.countryId, operatorId: p.operatorId };
  if (p.kind === 'rent') {
    const answer = await getJson<RentPriceAnswer>(rentPriceKey({ ...choice, period: p.period ?? 0 })!);
    return answer.data.price;
  }
  const answer = await getJson<PriceAnswer>(priceKey(choice)!);
  return answer.data.price;
}

/**
 * Finishes "Top up $x and buy" on /top-up. When the money arrives — a BalanceTopup event that
 * is not a refund, or the payment page's return with result=paid — and the balance covers the
 * price, the pending purchase is bought with the idempotency key it was started with (a resume
 * that runs twice, in two tabs or after a reload, is charged once) and the user is taken to
 * the number. A price above the one the user saw is never paid without asking again.
 */
export function usePendingPurchase() {
  const router = useRouter();
  const modals = useModals();
  const onError = useApiErrorHandler();
  const { data: user } = useUser();
  const raw = useSyncExternalStore(subscribePendingPurchase, getPendingPurchaseSnapshot, () => null);
  // Null until mounted: the server and the first paint show nothing (storage is the browser's).
  const now = useNow(CLOCK_MS);
  // Only the account that started it finishes it: another one signed in on this tab never pays for it.
  const read = useMemo(() => (now === null || !user ? null : pendingPurchaseAt(raw, now, user.id)), [raw, now, user]);
  const purchase = read?.status === 'pending' ? read.purchase : null;
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const running = useRef(false);
  const activation = useBuyNumber('activation');
  const rent = useBuyNumber('rent');

  const latest = useRef({ purchase, activation, rent, router, modals, onError });
  useEffect(() => {
    latest.current = { purchase, activation, rent, router, modals, onError };
  });

  /**
   * Buys the pending purchase if `balance` pays its price now and the price is at most
   * `acceptUpTo` (the price the user saw, or the new one they accepted).
   */
  const resume = useCallback(async (balance: number, acceptUpTo?: number) => {
    const { purchase: p, activation, rent, router, modals, onError } = latest.current;
    if (!p || running.current) return;
    running.current = true;
    try {
      let price: number | null;
      try {
        price = await priceNow(p);
      } catch (error) {
        onError(error);
        return;
      }
      // No price: nothing is offered now; the purchase is tried and its answer (NO_NUMBERS) said.
      if (price !== null && price > (acceptUpTo ?? p.price)) {
        setPhase({ step: 'price-rose', price });
        return;
      }
      if (price !== null && balance < price) {
        setPhase({ step: 'idle' });
        return;
      }
      setPhase({ step: 'buying' });
      const choice = {
        serviceId: p.serviceId,
        countryId: p.countryId,
        operatorId: p.operatorId,
        idempotencyKey: p.idempotencyKey,
        // The charge's own cap: a price raised between the read above and the buy charges nothing.
        maxPrice: acceptUpTo ?? p.price,
      };
      const outcome =
        p.kind === 'rent' ? await rent.buy({ ...choice, period: p.period ?? undefined }) : await activation.buy(choice);
      if (outcome.status === 'price-changed') {
        setPhase({ step: 'price-rose', price: outcome.price });
        return;
      }
      setPhase({ step: 'idle' });
      // No answer: it may have gone through; the next try sends the same key, so it is charged once.
      if (outcome.status === 'failed' && !outcome.answered) return;
      // Bought, or refused for good (the error alert says why): nothing is pending any more.
      clearPendingPurchase();
      if (outcome.status !== 'bought') return;
      if (p.kind === 'rent') {
        await router.push(RENT_PATH);
        modals.open('rent');
      } else {
        await router.push(ACTIVATIONS_PATH);
        modals.open('activation');
      }
    } finally {
      running.current = false;
    }
  }, []);

  useEffect(
    () =>
      onRealtime('BalanceTopup', (payload) => {
        // A refund is not the money the user went to pay.
        if (!payload.refund) void resume(payload.balance);
      }),
    [resume],
  );

  // Back from the payment page with result=paid (read before the page takes it out of the
  // address bar): bought once the header balance (SSR, realtime or a refetch) covers it.
  const [returnedPaid] = useState(() => router.query.result === 'paid');
  const returnHandled = useRef(false);
  const balance = user?.balance ?? null;
  useEffect(() => {
    // The payment may be credited a moment after the return: wait for the balance to cover it.
    if (!returnedPaid || returnHandled.current || !purchase || balance === null || balance < purchase.price) return;
    returnHandled.current = true;
    void resume(balance);
  }, [returnedPaid, purchase, balance, resume]);

  const cancel = useCallback(() => {
    setPhase({ step: 'idle' });
    clearPendingPurchase();
  }, []);
  const buyNow = useCallback(() => {
    if (balance !== null) void resume(balance);
  }, [balance, resume]);
  const buyAtNewPrice = useCallback(() => {
    if (balance !== null && phase.step === 'price-rose') void resume(balance, phase.price);
  }, [balance, phase, resume]);

  let state: PendingStep = { step: 'none' };
  if (read?.status === 'expired') state = { step: 'expired' };
  else if (purchase && phase.step === 'buying') state = { step: 'buying', purchase };
  else if (purchase && phase.step === 'price-rose') state = { step: 'price-rose', purchase, price: phase.price };
  else if (purchase) state = { step: 'waiting', purchase, covered: balance !== null && balance >= purchase.price };

  /** The expired notice's Dismiss: the stale intent is forgotten. */
  return { state, buyNow, buyAtNewPrice, cancel, dismissExpired: clearPendingPurchase };
}
