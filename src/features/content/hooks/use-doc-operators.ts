import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { listDocOperators } from '@contracts/docs';
import { getJson } from '@/lib/http';
import { withQuery } from '@/lib/filters';

export type DocOperatorsAnswer = ResponseOf<typeof listDocOperators>;

/** Operators, of one country when `countryId` is set. */
export function useDocOperators(countryId: number | undefined) {
  return useSWR<DocOperatorsAnswer>(withQuery('/api/docs/operators', { country_id: countryId }), getJson, {
    keepPreviousData: true,
  });
}
