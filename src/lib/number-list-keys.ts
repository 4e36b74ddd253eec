import { apiPath } from './api-client';
import { NUMBER_LIST_ROUTES, type NumberKind } from './number-cache';

/**
 * The SWR keys of the number lists, shared by the browser's hooks and the server's first paint
 * (src/bff/ssr/number-pages.ts): the server hands its answers over under exactly these keys.
 */

/** Spec §3/§9: active lists show 10 a page, newest first by default. */
export const ACTIVE_PAGE_SIZE = 10;

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

/** The 10 most recent purchases in any status. */
export function latestListKey(kind: NumberKind): string {
  return apiPath(NUMBER_LIST_ROUTES[kind].latest);
}
