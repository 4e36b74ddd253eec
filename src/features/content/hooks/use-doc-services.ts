import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { listDocServices } from '@contracts/docs';
import { getJson } from '@/lib/http';
import { withQuery } from '@/lib/filters';

export type DocServicesAnswer = ResponseOf<typeof listDocServices>;

export function useDocServices(search: string) {
  return useSWR<DocServicesAnswer>(withQuery('/api/docs/services', { search }), getJson, { keepPreviousData: true });
}
