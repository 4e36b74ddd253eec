import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { listDocServices } from '@/lib/api-routes';

export type DocServicesAnswer = ResponseOf<typeof listDocServices>;

export function useDocServices(search: string) {
  return useSWR<DocServicesAnswer>(apiPath(listDocServices, { query: { search } }), getJson, {
    keepPreviousData: true,
  });
}
