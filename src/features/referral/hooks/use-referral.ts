import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { getReferral } from '@/lib/api-routes/referral';

export type ReferralAnswer = ResponseOf<typeof getReferral>;
export type ReferralSummary = ReferralAnswer['referral'];

export const REFERRAL_PATH = apiPath(getReferral);

/** The signed-in user's referral id, percent, referred users and earned/withdrawn/available amounts. */
export function useReferral() {
  return useSWR<ReferralAnswer>(REFERRAL_PATH, getJson);
}
