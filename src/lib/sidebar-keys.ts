import { withQuery } from './filters';
import { listCountries, listRentCountries, listRentServices, listServices } from './api-routes/catalog';

/**
 * The catalogue lists behind GET /api/sidebar (spec §7): their SWR keys, shared by the
 * browser's hooks and the server render of the home page, so an answer the server hands over
 * lands under exactly the key the hook asks for.
 */

/** The four sidebar lists. */
export type SidebarTarget = 'services' | 'countries' | 'rent-services' | 'rent-countries';
export type CatalogSort = 'popular' | 'name' | 'price' | 'count';

/** A catalogue column's order before the visitor picks another: what its first screen shows. */
export const DEFAULT_CATALOG_SORT: CatalogSort = 'popular';

export interface SidebarFilters {
  search?: string;
  sort?: CatalogSort;
  is_favorite?: boolean;
  /** The chosen country when listing services, and the other way round. */
  country_id?: number;
  service_id?: number;
}

/**
 * The BFF's own route (src/bff/sidebar): it has no upstream contract, so its path is written
 * here once; the lists it names as `target` are contract routes.
 */
export const SIDEBAR_PATH = '/api/sidebar';

export const SIDEBAR_TARGETS = {
  services: listServices,
  countries: listCountries,
  'rent-services': listRentServices,
  'rent-countries': listRentCountries,
} as const;

const cleanSidebarFilters = (filters: SidebarFilters) => ({
  ...filters,
  is_favorite: filters.is_favorite || undefined,
});

/**
 * `load` is how many chunks of 20 are shown (load=2 → the first 40): one request per scroll
 * step and one cache entry per list state.
 */
export function sidebarKey(target: SidebarTarget, filters: SidebarFilters, load: number): string {
  return withQuery(SIDEBAR_PATH, { target: SIDEBAR_TARGETS[target].path, ...cleanSidebarFilters(filters), load });
}

/** The upstream list request the BFF makes for `sidebarKey(target, filters, load)`. */
export function sidebarUpstreamUrl(target: SidebarTarget, filters: SidebarFilters, load: number): string {
  return withQuery(SIDEBAR_TARGETS[target].path, { ...cleanSidebarFilters(filters), load });
}

export function isSidebarKeyOf(target: SidebarTarget, key: unknown): boolean {
  if (typeof key !== 'string' || !key.startsWith(`${SIDEBAR_PATH}?`)) return false;
  return new URLSearchParams(key.slice(SIDEBAR_PATH.length + 1)).get('target') === SIDEBAR_TARGETS[target].path;
}
