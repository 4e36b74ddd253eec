import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { getRentPrice } from '@contracts/catalog';
import { getJson } from '@/lib/http';
import { withQuery } from '@/lib/filters';
import type { PriceChoice } from './use-price';

export type RentPriceAnswer = ResponseOf<typeof getRentPrice>;

export function rentPriceKey({
  serviceId,
  countryId,
  operatorId,
  period,
}: PriceChoice & { period: number }): string | null {
  if (!serviceId || !countryId) return null;
  return withQuery('/api/rent-price', {
    service_id: serviceId,
    country_id: countryId,
    operator_id: operatorId ?? undefined,
    period,
  });
}

/** Rent prices for every period, operators and free numbers, for the chosen period. */
export function useRentPrice(choice: PriceChoice & { period: number }) {
  return useSWR<RentPriceAnswer>(rentPriceKey(choice), getJson, { keepPreviousData: true });
}
