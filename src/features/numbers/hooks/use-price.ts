import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { getPrice } from '@/lib/api-routes/catalog';

export type PriceAnswer = ResponseOf<typeof getPrice>;

export interface PriceChoice {
  serviceId: number | null;
  countryId: number | null;
  operatorId?: number | null;
}

export function priceKey({ serviceId, countryId, operatorId }: PriceChoice): string | null {
  if (!serviceId || !countryId) return null;
  return apiPath(getPrice, {
    query: {
      service_id: serviceId,
      country_id: countryId,
      operator_id: operatorId ?? undefined,
    },
  });
}

/** Price, free numbers and operators for service × country (× operator). */
export function usePrice(choice: PriceChoice) {
  return useSWR<PriceAnswer>(priceKey(choice), getJson, { keepPreviousData: true });
}
