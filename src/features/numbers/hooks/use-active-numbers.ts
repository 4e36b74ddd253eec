import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { listActiveActivations } from '@contracts/activations';
import type { listActiveRents } from '@contracts/rent';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { NUMBER_LIST_ROUTES, type NumberKind } from '@/lib/number-cache';

export type ActiveActivations = ResponseOf<typeof listActiveActivations>;
export type ActiveRents = ResponseOf<typeof listActiveRents>;
export type ActiveAnswer<K extends NumberKind> = K extends 'activation' ? ActiveActivations : ActiveRents;
export type NumberEntryOf<K extends NumberKind> = ActiveAnswer<K>['numbers']['data'][number];

/** Spec §3/§9: active lists show 10 a page, newest first by default. */
export const ACTIVE_PAGE_SIZE = 10;
/** How often active lists refresh while the realtime connection is down. */
export const ACTIVE_POLL_MS = 10_000;

export type ActiveSort = 'newest' | 'oldest' | 'expiring';
export interface ActiveFilters {
  search: string;
  page: number;
  services_ids: number[];
  countries_ids: number[];
  sort: ActiveSort;
}
export const defaultActiveFilters = (): ActiveFilters => ({
  search: '',
  page: 1,
  services_ids: [],
  countries_ids: [],
  sort: 'newest',
});

export function activeListKey(kind: NumberKind, filters: ActiveFilters): string {
  return apiPath(NUMBER_LIST_ROUTES[kind].active, { query: { ...filters, per_page: ACTIVE_PAGE_SIZE } });
}

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
