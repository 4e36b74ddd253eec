import { useCallback } from 'react';
import type { ResponseOf } from '@contracts/route';
import type { cancelActivation } from '@contracts/activations';
import type { cancelRent } from '@contracts/rent';
import { request } from '@/lib/http';
import type { NumberKind } from '@/lib/number-cache';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import { useNumberCacheWrites } from './number-cache-writes';

export type ActivationVerb = 'cancel' | 'finish' | 'retry' | 'read-all';
export type RentVerb = 'cancel' | 'finish' | 'read-all' | 'extend';
export type VerbOf<K extends NumberKind> = K extends 'activation' ? ActivationVerb : RentVerb;

type ActivationResult = ResponseOf<typeof cancelActivation>;
type RentResult = ResponseOf<typeof cancelRent>;

export function actionPath(kind: NumberKind, id: number, verb: string): string {
  return `/api/${kind}/${id}/${verb}`;
}

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
        const result = await request<ActivationResult | RentResult>(actionPath(kind, id, verb), {
          method: 'POST',
          json: body ?? {},
        });
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
