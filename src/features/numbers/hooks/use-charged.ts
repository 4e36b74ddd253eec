import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { buyActivation } from '@contracts/activations';
import type { NumberKind } from '@/lib/number-cache';

/** What a purchase charged, as its buy answer said: the final price, list price, discount and level. */
export type Charged = NonNullable<ResponseOf<typeof buyActivation>['charged']>;

/**
 * The buy answer's `charged` lives in the SWR cache under the number's id (the one store for
 * server data), so the "number ready" dialog, which holds only which number it shows, can read it.
 */
export const chargedKey = (kind: NumberKind, id: number) => `numbers/charged/${kind}/${id}`;

/** What buying this number charged, when this browser bought it; undefined otherwise. */
export function useCharged(kind: NumberKind, id: number | null | undefined): Charged | undefined {
  // No fetcher: the entry is only ever written by the purchase.
  return useSWR<Charged>(id ? chargedKey(kind, id) : null, null).data;
}
