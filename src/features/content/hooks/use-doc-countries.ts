import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { listDocCountries } from '@/lib/api-routes';

export type DocCountriesAnswer = ResponseOf<typeof listDocCountries>;

export function useDocCountries(search: string) {
  return useSWR<DocCountriesAnswer>(apiPath(listDocCountries, { query: { search } }), getJson, {
    keepPreviousData: true,
  });
}
