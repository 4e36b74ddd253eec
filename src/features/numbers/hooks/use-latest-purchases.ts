import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { latestActivations } from '@contracts/activations';
import type { latestRents } from '@contracts/rent';
import { getJson } from '@/lib/http';
import type { NumberKind } from '@/lib/number-cache';
import { latestListKey } from '@/lib/number-list-keys';

export type LatestAnswer<K extends NumberKind> = K extends 'activation'
  ? ResponseOf<typeof latestActivations>
  : ResponseOf<typeof latestRents>;

/** The 10 most recent purchases in any status; `enabled` false for guests. */
export function useLatestPurchases<K extends NumberKind>(kind: K, enabled = true) {
  return useSWR<LatestAnswer<K>>(enabled ? latestListKey(kind) : null, getJson);
}
