import useSWR from 'swr';
import { apiPath } from '@/lib/api-client';
import { getSiteSettings } from '@/lib/api-routes/site';
import { getJson } from '@/lib/http';
import type { SiteSettingsAnswer } from '@/hooks/use-site-settings';

const NONE: SiteSettingsAnswer['settings']['alerts'] = {};

/**
 * The site alerts (spec §3) from the same cached settings answer useSiteSettings reads. The
 * banner is on every page, so it does not read the settings again on each navigation, and a
 * failed load is ignored without an alert (spec §8: settings load failure, silently ignored).
 */
export function useSiteAlerts() {
  const { data } = useSWR<SiteSettingsAnswer>(apiPath(getSiteSettings), getJson, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    onError: () => undefined,
  });
  return data?.settings.alerts ?? NONE;
}
