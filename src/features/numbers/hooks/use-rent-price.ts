import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { getRentPrice } from '@/lib/api-routes/catalog';
import type { PriceChoice } from './use-price';

export type RentPriceAnswer = ResponseOf<typeof getRentPrice>;

export function rentPriceKey({
  serviceId,
  countryId,
  operatorId,
  period,
}: PriceChoice & { period: number }): string | null {
  if (!serviceId || !countryId) return null;
  return apiPath(getRentPrice, {
    query: {
      service_id: serviceId,
      country_id: countryId,
      operator_id: operatorId ?? undefined,
      period,
    },
  });
}

/** Rent prices for every period, operators and free numbers, for the chosen period. */
export function useRentPrice(choice: PriceChoice & { period: number }) {
  return useSWR<RentPriceAnswer>(rentPriceKey(choice), getJson, { keepPreviousData: true });
}
