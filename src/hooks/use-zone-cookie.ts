import { useEffect } from 'react';
import { ZONE_COOKIE } from '@/lib/cookie-names';

/**
 * The BFF sends the upstream a `Zone` header (spec §7) taken from this cookie: the browser
 * is the only place that knows the user's time zone, so it writes it once per load.
 */
export function useZoneCookie() {
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const pair = `${ZONE_COOKIE}=${encodeURIComponent(zone ?? '')}`;
    if (!zone || document.cookie.split('; ').includes(pair)) return;
    document.cookie = `${pair}; path=/; max-age=31536000; samesite=lax`;
  }, []);
}
