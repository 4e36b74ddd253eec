import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { getExtendPrice } from '@/lib/api-routes/rent';

export type ExtendPriceAnswer = ResponseOf<typeof getExtendPrice>;

/** The price of extending a rental by each period, with the expiry each would give. */
export function useExtendPrice(id: number | null) {
  return useSWR<ExtendPriceAnswer>(id ? apiPath(getExtendPrice, { params: { id } }) : null, getJson);
}
