import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { getSiteSettings } from '@contracts/site';
import { getJson } from '@/lib/http';

export type SiteSettingsAnswer = ResponseOf<typeof getSiteSettings>;

/** Site settings (support e-mail, referral percent…); they rarely change, so no focus refresh. */
export function useSiteSettings() {
  return useSWR<SiteSettingsAnswer>('/api/content/settings', getJson, { revalidateOnFocus: false });
}
