import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { getSiteSettings } from '@/lib/api-routes/site';

export type SiteSettingsAnswer = ResponseOf<typeof getSiteSettings>;

/** Site settings (support e-mail, referral percent…); they rarely change, so no focus refresh. */
export function useSiteSettings() {
  return useSWR<SiteSettingsAnswer>(apiPath(getSiteSettings), getJson, { revalidateOnFocus: false });
}
