import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { listActiveActivations } from '@contracts/activations';
import type { listActiveRents } from '@contracts/rent';
import { getJson } from '@/lib/http';
import type { NumberKind } from '@/lib/number-cache';
import { activeListKey, type ActiveFilters } from '@/lib/number-list-keys';

export type ActiveActivations = ResponseOf<typeof listActiveActivations>;
export type ActiveRents = ResponseOf<typeof listActiveRents>;
export type ActiveAnswer<K extends NumberKind> = K extends 'activation' ? ActiveActivations : ActiveRents;
export type NumberEntryOf<K extends NumberKind> = ActiveAnswer<K>['numbers']['data'][number];

/** How often active lists refresh while the realtime connection is down. */
export const ACTIVE_POLL_MS = 10_000;

/**
 * One page of the user's active activations or rentals. `live` says whether realtime events
 * arrive; while they don't, the list polls so codes still show up (spec §4).
 */
export function useActiveNumbers<K extends NumberKind>(
  kind: K,
  filters: ActiveFilters,
  options: { live?: boolean } = {},
) {
  return useSWR<ActiveAnswer<K>>(activeListKey(kind, filters), getJson, {
    keepPreviousData: true,
    refreshInterval: options.live ? 0 : ACTIVE_POLL_MS,
  });
}
