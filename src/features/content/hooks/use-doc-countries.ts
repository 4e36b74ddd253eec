import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { listDocCountries } from '@contracts/docs';
import { getJson } from '@/lib/http';
import { withQuery } from '@/lib/filters';

export type DocCountriesAnswer = ResponseOf<typeof listDocCountries>;

export function useDocCountries(search: string) {
  return useSWR<DocCountriesAnswer>(withQuery('/api/docs/countries', { search }), getJson, { keepPreviousData: true });
}
