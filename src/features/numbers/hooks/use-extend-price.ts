import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { getExtendPrice } from '@contracts/rent';
import { getJson } from '@/lib/http';

export type ExtendPriceAnswer = ResponseOf<typeof getExtendPrice>;

/** The price of extending a rental by each period, with the expiry each would give. */
export function useExtendPrice(id: number | null) {
  return useSWR<ExtendPriceAnswer>(id ? `/api/rent/${id}/extend-price` : null, getJson);
}
