import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { listServices } from '@contracts/catalog';
import { getJson } from '@/lib/http';
import { withQuery } from '@/lib/filters';

export type PriceTableAnswer = ResponseOf<typeof listServices>;
export type PriceRow = PriceTableAnswer['services'][number];

/**
 * The price list: the activation catalogue's services for one country (or, without a country,
 * each service's cheapest offer anywhere), with pool counts. `load` chunks of 20.
 */
export function usePriceTable(filters: { countryId?: number; search: string; load: number }) {
  const key = withQuery('/api/services', {
    country_id: filters.countryId,
    search: filters.search,
    sort: 'name',
    load: filters.load,
  });
  return useSWR<PriceTableAnswer>(key, getJson, { keepPreviousData: true });
}
