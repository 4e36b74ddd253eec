import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getLocalizedJson } from '@/lib/http';
import { usePageLocale } from '@/hooks/use-page-locale';
import { apiPath } from '@/lib/api-client';
import { listDocCountries } from '@/lib/api-routes/docs';

export type DocCountriesAnswer = ResponseOf<typeof listDocCountries>;

export function useDocCountries(search: string) {
  const key = [apiPath(listDocCountries, { query: { search } }), usePageLocale()] as const;
  return useSWR<DocCountriesAnswer>(key, getLocalizedJson, {
    keepPreviousData: true,
  });
}
