import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { listDocServices } from '@contracts/docs';
import { getLocalizedJson } from '@/lib/http';
import { usePageLocale } from '@/hooks/use-page-locale';
import { apiPath } from '@/lib/api-client';

export type DocServicesAnswer = ResponseOf<typeof listDocServices>;

export function useDocServices(search: string) {
  const key = [apiPath(listDocServices, { query: { search } }), usePageLocale()] as const;
  return useSWR<DocServicesAnswer>(key, getLocalizedJson, {
    keepPreviousData: true,
  });
}
