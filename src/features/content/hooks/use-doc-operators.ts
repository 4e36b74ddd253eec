import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { listDocOperators } from '@/lib/api-routes';

export type DocOperatorsAnswer = ResponseOf<typeof listDocOperators>;

/** Operators, of one country when `countryId` is set. */
export function useDocOperators(countryId: number | undefined) {
  return useSWR<DocOperatorsAnswer>(apiPath(listDocOperators, { query: { country_id: countryId } }), getJson, {
    keepPreviousData: true,
  });
}
