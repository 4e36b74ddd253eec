import { useCallback } from 'react';
import type { z } from 'zod';
import type { ResponseOf } from '@contracts/route';
import type { extendRentBody } from '@contracts/rent';
import { apiRequest, type ApiRoute } from '@/lib/api-client';
import {
  cancelActivation,
  finishActivation,
  readAllActivation,
  retryActivation,
  cancelRent,
  extendRent,
  finishRent,
  readAllRent,
} from '@/lib/api-routes';
import type { NumberKind } from '@/lib/number-cache';
import { useApiErrorHandler } from '@/hooks/use-api-error';
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

/**
 * POST /api/{activation|rent}/{id}/{verb}. The answer's entry replaces the cached one and its
 * balance becomes the header balance. Resolves to the new entry, or null after the error
 * catalogue has handled a failure.
 */
export function useNumberAction<K extends NumberKind>(kind: K) {
  const onError = useApiErrorHandler();
  const cache = useNumberCacheWrites();

  return useCallback(
    async (id: number, verb: VerbOf<K>, body?: Record<string, unknown>) => {
      try {
        // Every action takes {id} and answers with the entry and the balance; only extend has a
        // body (its period), so the routes share extend's argument shape.
        const route = (NUMBER_ACTIONS[kind] as Record<VerbOf<K>, ApiRoute>)[verb] as typeof extendRent;
        const json = body as ExtendRentBody;
        const result = (await apiRequest(route, { params: { id }, json })) as ActivationResult | RentResult;
        const entry = 'activation' in result ? result.activation : result.rent;
        await cache.replace(kind, entry);
        await cache.setBalance(result.balance);
        if (verb !== 'read-all') void cache.refresh(kind);
        return entry;
      } catch (error) {
        onError(error);
        return null;
      }
    },
    [kind, onError, cache],
  );
}
