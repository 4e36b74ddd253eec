import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { CATALOG_CHUNK } from '@contracts/number-limits';
import { getJson } from '@/lib/http';
import { withQuery } from '@/lib/filters';
import type { SidebarItem } from '@/components/common/catalog-row';
import { listCountries, listRentCountries, listRentServices, listServices } from '@/lib/api-routes';

/** The four sidebar lists behind GET /api/sidebar (spec §7). */
export type SidebarTarget = 'services' | 'countries' | 'rent-services' | 'rent-countries';
export type CatalogSort = 'popular' | 'name' | 'price' | 'count';

export interface SidebarFilters {
  search?: string;
  sort?: CatalogSort;
  is_favorite?: boolean;
  /** The chosen country when listing services, and the other way round. */
  country_id?: number;
  service_id?: number;
}

export type ServicesAnswer = ResponseOf<typeof listServices>;
export type CountriesAnswer = ResponseOf<typeof listCountries>;
export type SidebarAnswer = ServicesAnswer | CountriesAnswer;

/**
 * The BFF's own route (src/bff/sidebar): it has no upstream contract, so its path is written
 * here once; the lists it names as `target` are contract routes.
 */
export const SIDEBAR_PATH = '/api/sidebar';

const SIDEBAR_TARGETS = {
  services: listServices,
  countries: listCountries,
  'rent-services': listRentServices,
  'rent-countries': listRentCountries,
} as const;

/**
 * `load` is how many chunks of 20 are shown (load=2 → the first 40): one request per scroll
 * step and one cache entry per list state. The BFF's /api/sidebar (spec §7) takes the
 * upstream list it names as `target` (the fetch wrapper sends no custom headers) and caches.
 */
export function sidebarKey(target: SidebarTarget, filters: SidebarFilters, load: number): string {
  return withQuery(SIDEBAR_PATH, {
    target: SIDEBAR_TARGETS[target].path,
    ...filters,
    is_favorite: filters.is_favorite || undefined,
    load,
  });
}

export function isSidebarKeyOf(target: SidebarTarget, key: unknown): boolean {
  if (typeof key !== 'string' || !key.startsWith(`${SIDEBAR_PATH}?`)) return false;
  return new URLSearchParams(key.slice(SIDEBAR_PATH.length + 1)).get('target') === SIDEBAR_TARGETS[target].path;
}

export function itemsOf(answer: SidebarAnswer | undefined): SidebarItem[] {
  if (!answer) return [];
  return 'services' in answer ? answer.services : answer.countries;
}

export function useSidebarList(target: SidebarTarget, filters: SidebarFilters, load: number) {
  const swr = useSWR<SidebarAnswer>(sidebarKey(target, filters, load), getJson, {
    // Keeps the shown rows while the next chunk or a new search loads: no flicker on scroll.
    keepPreviousData: true,
  });
  const items = itemsOf(swr.data);
  const total = swr.data?.count ?? 0;
  return {
    ...swr,
    items,
    total,
    hasMore: items.length < total && items.length >= load * CATALOG_CHUNK,
  };
}
