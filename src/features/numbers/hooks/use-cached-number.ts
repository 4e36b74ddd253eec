import { useCallback, useSyncExternalStore } from 'react';
import { useSWRConfig, type Cache } from 'swr';
// swr/infinite and swr/subscription subscribe to cache keys with this helper; SWR has no
// public way to watch keys a component did not ask for itself.
import { createCacheHelper } from 'swr/_internal';
import { findEntry, isActiveListKeyOf, isListKeyOf, type NumberKind } from '@/lib/number-cache';
import type { NumberEntryOf } from './use-active-numbers';

const listKeys = (cache: Cache, kind: NumberKind): string[] =>
  [...cache.keys()].filter((key) => isListKeyOf(kind, key));

/**
 * The number as the cached lists hold it now. Active lists win over latest purchases: they
 * are the ones that poll while realtime is down.
 */
export function findCachedNumber<K extends NumberKind>(cache: Cache, kind: K, id: number) {
  let fallback: NumberEntryOf<K> | undefined;
  for (const key of listKeys(cache, kind)) {
    const entry = findEntry(cache.get(key)?.data, id) as NumberEntryOf<K> | undefined;
    if (entry && isActiveListKeyOf(kind, key)) return entry;
    fallback ??= entry;
  }
  return fallback;
}

/**
 * One number read from the SWR lists that show it, re-read whenever one of them changes — a
 * realtime event, a poll, an action — so a dialog never holds its own copy.
 */
export function useCachedNumber<K extends NumberKind>(kind: K, id: number): NumberEntryOf<K> | undefined {
  const { cache } = useSWRConfig();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = listKeys(cache, kind).map((key) => createCacheHelper(cache, key)[2](key, onChange));
      return () => stops.forEach((stop) => stop());
    },
    [cache, kind],
  );
  return useSyncExternalStore(
    subscribe,
    () => findCachedNumber(cache, kind, id),
    () => undefined,
  );
}
