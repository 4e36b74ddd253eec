import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { listDocCountries } from '@contracts/docs';
import { getLocalizedJson } from '@/lib/http';
import { usePageLocale } from '@/hooks/use-page-locale';
import { apiPath } from '@/lib/api-client';

export type DocCountriesAnswer = ResponseOf<typeof listDocCountries>;

export function useDocCountries(search: string) {
  const key = [apiPath(listDocCountries, { query: { search } }), usePageLocale()] as const;
  return useSWR<DocCountriesAnswer>(key, getLocalizedJson, {
    keepPreviousData: true,
  });
}
