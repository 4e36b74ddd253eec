import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ResponseOf } from '@contracts/route';
import { isApiError } from '@/lib/http';
import { apiPath, apiRequest } from '@/lib/api-client';
import { buyActivation } from '@/lib/api-routes/activations';
import { buyRent } from '@/lib/api-routes/rent';
import { createIntentKeys } from '@/lib/idempotency';
import { NUMBER_LIST_ROUTES, type NumberKind } from '@/lib/number-cache';
import { useApiErrorHandler, useApiNotice } from '@/hooks/use-api-error';
import { useNumberCacheWrites } from './number-cache-writes';
import type { NumberEntryOf } from './use-active-numbers';
import { chargedKey } from './use-charged';

export interface BuyChoice {
  serviceId: number;
  countryId: number;
  operatorId?: number | null;
  /** Rentals only: hours. */
  period?: number;
  /** The price the user agreed to: the purchase charges at most this, else nothing (price-changed). */
  maxPrice?: number | null;
  /**
   * The key of a purchase started earlier ("Top up $x and buy"): every attempt to make it sends
   * this one, so a resume that runs twice is charged once. Without it the intent's key is used.
   */
  idempotencyKey?: string;
}

export type BuyOutcome<K extends NumberKind> =
  | { status: 'bought'; entry: NumberEntryOf<K> }
  | { status: 'no-numbers' }
  /** Dearer now than `maxPrice`: nothing was charged; `price` is what it costs now. */
  | { status: 'price-changed'; price: number }
  /** `answered` false: no answer came, so the purchase may have gone through (retry with the same key). */
  | { status: 'failed'; answered: boolean };

type BuyAnswer = ResponseOf<typeof buyActivation> | ResponseOf<typeof buyRent>;

export interface BuyOptions<K extends NumberKind> {
  /** A confirmation that says more than the server's message (a rental's expiry), shown in its place. */
  confirmation?(entry: NumberEntryOf<K>): string;
}

export const intentOf = (c: BuyChoice) => `${c.serviceId}:${c.countryId}:${c.operatorId ?? ''}:${c.period ?? ''}`;

/**
 * Buys an activation or a rental. One purchase intent (service × country × operator × period)
 * keeps one idempotency key until it succeeds or the server answers for good, and clicks while
 * it is in flight share the same request: a double click or a retry charges once.
 */
export function useBuyNumber<K extends NumberKind>(kind: K, options: BuyOptions<K> = {}) {
  const onError = useApiErrorHandler();
  const notice = useApiNotice();
  const confirmation = useRef(options.confirmation);
  useEffect(() => {
    confirmation.current = options.confirmation;
  });
  const cache = useNumberCacheWrites();
  const { mutate } = useSWRConfig();
  const keys = useRef(createIntentKeys());
  const inFlight = useRef(new Map<string, Promise<BuyOutcome<K>>>());
  const [pending, setPending] = useState(0);

  const send = useCallback(
    async (choice: BuyChoice, intent: string): Promise<BuyOutcome<K>> => {
      const json = {
        service_id: choice.serviceId,
        country_id: choice.countryId,
        operator_id: choice.operatorId ?? undefined,
        period: kind === 'rent' ? choice.period : undefined,
        max_price: choice.maxPrice ?? undefined,
        // The body form of the Idempotency-Key header (the contract accepts either).
        idempotency_key: choice.idempotencyKey ?? keys.current.keyFor(intent),
      };
      try {
        const answer: BuyAnswer =
          kind === 'rent' ? await apiRequest(buyRent, { json }) : await apiRequest(buyActivation, { json });
        keys.current.complete(intent);
        // A 200 without a true status bought nothing: its message is an error alert (spec §8).
        if ((answer as { status?: unknown } | undefined)?.status !== true) {
          notice(answer);
          return { status: 'failed', answered: true };
        }
        const entry = ('activation' in answer ? answer.activation : answer.rent) as NumberEntryOf<K>;
        await cache.setBalance(answer.balance);
        if (answer.charged) await mutate(chargedKey(kind, entry.id), answer.charged, { revalidate: false });
        await mutate(
          apiPath(NUMBER_LIST_ROUTES[kind].latest),
          (data: { purchases: unknown[] } | undefined) =>
            data ? { ...data, purchases: [entry, ...data.purchases] } : data,
          { revalidate: false },
        );
        void cache.refresh(kind);
        // Spec §8: a true status with a message confirms (a replayed purchase answers without one);
        // the caller's own confirmation, when it has one, says it in the server's place.
        notice({ ...answer, message: confirmation.current?.(entry) ?? answer.message });
        return { status: 'bought', entry };
      } catch (error) {
        // No answer: the purchase may have gone through, so a retry must reuse the key.
        const answered = !isApiError(error) || error.hasResponse;
        if (answered) keys.current.complete(intent);
        onError(error);
        if (isApiError(error) && error.code === 'NO_NUMBERS') return { status: 'no-numbers' };
        if (isApiError(error) && error.code === 'PRICE_CHANGED')
          return { status: 'price-changed', price: Number(error.body?.price) };
        return { status: 'failed', answered };
      }
    },
    [kind, cache, mutate, onError, notice],
  );

  const buy = useCallback(
    (choice: BuyChoice): Promise<BuyOutcome<K>> => {
      const intent = intentOf(choice);
      const running = inFlight.current.get(intent);
      if (running) return running;
      setPending((n) => n + 1);
      const promise = send(choice, intent).finally(() => {
        inFlight.current.delete(intent);
        setPending((n) => n - 1);
      });
      inFlight.current.set(intent, promise);
      return promise;
    },
    [send],
  );

  return { buy, pending: pending > 0 };
}
