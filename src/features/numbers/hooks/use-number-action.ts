import { useCallback } from 'react';
import type { z } from 'zod';
import type { ResponseOf } from '@contracts/route';
import type { extendRentBody } from '@contracts/rent';
import { apiRequest, type ApiRoute } from '@/lib/api-client';
import { isApiError } from '@/lib/http';
import { cancelActivation, finishActivation, readAllActivation, retryActivation } from '@/lib/api-routes/activations';
import { cancelRent, extendRent, finishRent, readAllRent } from '@/lib/api-routes/rent';
import type { NumberKind } from '@/lib/number-cache';
import { useApiErrorHandler, useApiNotice } from '@/hooks/use-api-error';
import { useNumberCacheWrites } from './number-cache-writes';

export type ActivationVerb = 'cancel' | 'finish' | 'retry' | 'read-all';
export type RentVerb = 'cancel' | 'finish' | 'read-all' | 'extend';
export type VerbOf<K extends NumberKind> = K extends 'activation' ? ActivationVerb : RentVerb;

type ActivationResult = ResponseOf<typeof cancelActivation>;
type RentResult = ResponseOf<typeof cancelRent>;
type ExtendRentBody = z.input<typeof extendRentBody>;

/** The contract route of each action; a verb without a route does not compile. */
export const NUMBER_ACTIONS: { activation: Record<ActivationVerb, ApiRoute>; rent: Record<RentVerb, ApiRoute> } = {
  activation: {
    cancel: cancelActivation,
    finish: finishActivation,
    retry: retryActivation,
    'read-all': readAllActivation,
  },
  rent: { cancel: cancelRent, finish: finishRent, 'read-all': readAllRent, extend: extendRent },
};

type Entry = ActivationResult['activation'] | RentResult['rent'];

export interface ActionOptions {
  /** A confirmation that says more than the server's message (e.g. the new expiry), shown in its place. */
  confirmation?(entry: Entry): string;
}

/**
 * POST /api/{activation|rent}/{id}/{verb}. The answer's entry replaces the cached one and its
 * balance becomes the header balance; its message goes through spec §8's notice path (a true
 * status with a message confirms, a message without one is an error). Resolves to the new
 * entry, or null after the error catalogue has handled a failure.
 */
export function useNumberAction<K extends NumberKind>(kind: K) {
  const onError = useApiErrorHandler();
  const notice = useApiNotice();
  const cache = useNumberCacheWrites();

  return useCallback(
    async (id: number, verb: VerbOf<K>, body?: Record<string, unknown>, options: ActionOptions = {}) => {
      try {
        // Every action takes {id} and answers with the entry and the balance; only extend has a
        // body (its period), so the routes share extend's argument shape.
        const route = (NUMBER_ACTIONS[kind] as Record<VerbOf<K>, ApiRoute>)[verb] as typeof extendRent;
        const json = body as ExtendRentBody;
        const result = (await apiRequest(route, { params: { id }, json })) as ActivationResult | RentResult;
        // A 200 without a true status did nothing: its message is an error alert (spec §8).
        if ((result as { status?: unknown } | undefined)?.status !== true) {
          notice(result);
          return null;
        }
        const entry = 'activation' in result ? result.activation : result.rent;
        await cache.replace(kind, entry);
        await cache.setBalance(result.balance);
        if (verb !== 'read-all') void cache.refresh(kind);
        notice({ ...result, message: options.confirmation?.(entry) ?? result.message });
        return entry;
      } catch (error) {
        // A conflict means the row was stale (the number expired, was refunded or got its code
        // meanwhile): the lists are read again, so the row shows what the server holds.
        if (isApiError(error) && error.status === 409) void cache.refresh(kind);
        onError(error);
        return null;
      }
    },
    [kind, onError, notice, cache],
  );
}
