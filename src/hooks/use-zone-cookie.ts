import { useEffect } from 'react';

/**
 * The BFF sends the upstream a `Zone` header (spec §7) taken from this cookie: the browser
 * is the only place that knows the user's time zone, so it writes it once per load.
 */
export function useZoneCookie() {
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || document.cookie.split('; ').includes(`zone=${encodeURIComponent(zone)}`)) return;
    document.cookie = `zone=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
  }, []);
}
