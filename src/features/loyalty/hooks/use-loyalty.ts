import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { getLoyalty } from '@/lib/api-routes/loyalty';

export type LoyaltyAnswer = ResponseOf<typeof getLoyalty>;
export type LoyaltyLevel = LoyaltyAnswer['levels'][number];

export const LOYALTY_PATH = apiPath(getLoyalty);

/**
 * Levels, plus the user's standing when signed in. The user id is part of the key so signing
 * in or out refetches (the same path answers differently for a guest).
 */
export function useLoyalty(userId: number | null | undefined) {
  return useSWR<LoyaltyAnswer>(userId === undefined ? null : [LOYALTY_PATH, userId], ([path]: [string]) =>
    getJson<LoyaltyAnswer>(path),
  );
}
