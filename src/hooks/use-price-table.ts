import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { listServices } from '@contracts/catalog';
import { getJson } from '@/lib/http';
import { serviceListKey } from '@/lib/catalog-pages';

export type PriceTableAnswer = ResponseOf<typeof listServices>;
export type PriceRow = PriceTableAnswer['services'][number];

/**
 * The price list: the activation catalogue's services for one country (or, without a country,
 * each service's cheapest offer anywhere), with pool counts. `load` chunks of 20; without it,
 * the whole list (the catalogue pages). The key is the one their server render fills.
 */
export function usePriceTable(filters: { countryId?: number; search?: string; load?: number }) {
  return useSWR<PriceTableAnswer>(serviceListKey(filters), getJson, { keepPreviousData: true });
}
