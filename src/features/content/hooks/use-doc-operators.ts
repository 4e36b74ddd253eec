import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getLocalizedJson } from '@/lib/http';
import { usePageLocale } from '@/hooks/use-page-locale';
import { apiPath } from '@/lib/api-client';
import { listDocOperators } from '@/lib/api-routes/docs';

export type DocOperatorsAnswer = ResponseOf<typeof listDocOperators>;

/** Operators, of one country when `countryId` is set. */
export function useDocOperators(countryId: number | undefined) {
  const key = [apiPath(listDocOperators, { query: { country_id: countryId } }), usePageLocale()] as const;
  return useSWR<DocOperatorsAnswer>(key, getLocalizedJson, {
    keepPreviousData: true,
  });
}
