import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { listCountries } from '@contracts/catalog';
import { getJson } from '@/lib/http';
import { countryListKey } from '@/lib/catalog-pages';

export type PriceCountriesAnswer = ResponseOf<typeof listCountries>;

/**
 * Every country with numbers on sale (for one service when given), with pool counts and the
 * lowest price: the price list's country picker and the catalogue pages.
 */
export function usePriceCountries(serviceId?: number) {
  return useSWR<PriceCountriesAnswer>(countryListKey({ serviceId }), getJson);
}
