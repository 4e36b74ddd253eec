import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { listCountries } from '@contracts/catalog';
import { getJson } from '@/lib/http';

export type PriceCountriesAnswer = ResponseOf<typeof listCountries>;

/** Countries for the price list's country picker; 100 chunks of 20 is the contract's ceiling. */
export function usePriceCountries() {
  return useSWR<PriceCountriesAnswer>('/api/countries?load=100&sort=name', getJson);
}
