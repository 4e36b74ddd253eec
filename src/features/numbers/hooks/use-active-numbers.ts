import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { listActiveActivations } from '@contracts/activations';
import type { listActiveRents } from '@contracts/rent';
import { getJson } from '@/lib/http';
import { isRealtimeLive } from '@/lib/realtime/connection-state';
import { useRealtimeState } from '@/state/realtime-bus';
import type { NumberKind } from '@/lib/number-cache';
import { activeListKey, type ActiveFilters } from '@/lib/number-list-keys';

export type ActiveActivations = ResponseOf<typeof listActiveActivations>;
export type ActiveRents = ResponseOf<typeof listActiveRents>;
export type ActiveAnswer<K extends NumberKind> = K extends 'activation' ? ActiveActivations : ActiveRents;
export type NumberEntryOf<K extends NumberKind> = ActiveAnswer<K>['numbers']['data'][number];

/** How often active lists refresh while the realtime connection is down. */
export const ACTIVE_POLL_MS = 10_000;

/** One page of the user's active activations or rentals. */
export function useActiveNumbers<K extends NumberKind>(kind: K, filters: ActiveFilters) {
  return useSWR<ActiveAnswer<K>>(activeListKey(kind, filters), getJson, { keepPreviousData: true });
}

/**
 * The same page, fetched again every ACTIVE_POLL_MS while realtime events do not arrive, so
 * codes still show up (spec §4). `live` overrides the connection's state (tests). A hook of its
 * own, used by a component that renders nothing: the connection's state changes as a page
 * loads (connecting, connected), and only this hook renders again for it.
 */
export function useActiveListPoll(kind: NumberKind, filters: ActiveFilters, live?: boolean): void {
  const connected = isRealtimeLive(useRealtimeState());
  useSWR(activeListKey(kind, filters), getJson, {
    refreshInterval: (live ?? connected) ? 0 : ACTIVE_POLL_MS,
    // The list's own hook loads the page. Focus and reconnection are left on: SWR tells only the
    // first hook of a key about them, and this one (a child of the list) registers first, so
    // turning them off here turned them off for the list (a number bought in another tab never
    // showed on coming back to this one).
    revalidateOnMount: false,
  });
}
