import type { ParsedUrlQuery } from 'querystring';
import { apiPath } from './api-client';
import { NUMBER_LIST_ROUTES, type NumberKind } from './number-cache';
import { oneOf, readQueryState } from './query-state';

/**
 * The SWR keys of the number lists, shared by the browser's hooks and the server's first paint
 * (src/bff/ssr/number-pages.ts): the server hands its answers over under exactly these keys.
 */

/** Spec §3/§9: active lists show 10 a page, newest first by default. */
export const ACTIVE_PAGE_SIZE = 10;

export const ACTIVE_SORTS = ['newest', 'oldest', 'expiring'] as const;
export type ActiveSort = (typeof ACTIVE_SORTS)[number];
// A type, not an interface: useQueryState holds records of address values.
export type ActiveFilters = {
  search: string;
  page: number;
  services_ids: number[];
  countries_ids: number[];
  sort: ActiveSort;
};
export const defaultActiveFilters = (): ActiveFilters => ({
  search: '',
  page: 1,
  services_ids: [],
  countries_ids: [],
  sort: 'newest',
});

/** How the address's text of the filters reads (useQueryState's readers): a sort the list has. */
export const ACTIVE_FILTER_READERS = { readers: { sort: oneOf(ACTIVE_SORTS) } };

/**
 * The filters an address asks for (/activations?services_ids=3,7&page=2): what the list's
 * `useQueryState` reads, so a server render loads the rows the browser will show.
 */
export function activeFiltersOf(query: ParsedUrlQuery): ActiveFilters {
  return readQueryState(query, defaultActiveFilters(), ACTIVE_FILTER_READERS.readers);
}

export function activeListKey(kind: NumberKind, filters: ActiveFilters): string {
  return apiPath(NUMBER_LIST_ROUTES[kind].active, { query: { ...filters, per_page: ACTIVE_PAGE_SIZE } });
}

/** The 10 most recent purchases in any status. */
export function latestListKey(kind: NumberKind): string {
  return apiPath(NUMBER_LIST_ROUTES[kind].latest);
}
