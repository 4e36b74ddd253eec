import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getLocalizedJson } from '@/lib/http';
import { usePageLocale } from '@/hooks/use-page-locale';
import { apiPath } from '@/lib/api-client';
import { listDocServices } from '@/lib/api-routes/docs';

export type DocServicesAnswer = ResponseOf<typeof listDocServices>;

export function useDocServices(search: string) {
  const key = [apiPath(listDocServices, { query: { search } }), usePageLocale()] as const;
  return useSWR<DocServicesAnswer>(key, getLocalizedJson, {
    keepPreviousData: true,
  });
}
