import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { CATALOG_CHUNK } from '@contracts/number-limits';
import { getJson } from '@/lib/http';
import type { SidebarItem } from '@/components/common/catalog-row';
import type { listCountries, listServices } from '@/lib/api-routes/catalog';
import { sidebarKey, type SidebarFilters, type SidebarTarget } from '@/lib/sidebar-keys';

export type ServicesAnswer = ResponseOf<typeof listServices>;
export type CountriesAnswer = ResponseOf<typeof listCountries>;
export type SidebarAnswer = ServicesAnswer | CountriesAnswer;

export function itemsOf(answer: SidebarAnswer | undefined): SidebarItem[] {
  if (!answer) return [];
  return 'services' in answer ? answer.services : answer.countries;
}

/**
 * One catalogue list state. The BFF's /api/sidebar (spec §7) takes the upstream list it names
 * as `target` (the fetch wrapper sends no custom headers) and caches.
 */
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
