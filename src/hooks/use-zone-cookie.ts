import { useEffect } from 'react';
import { ZONE_COOKIE } from '@/lib/cookie-names';

type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * The browser's IANA time zone. Temporal answers at once where it exists (Chromium 144+,
 * Firefox 139+); the first Intl.DateTimeFormat of a page loads the locale's calendar data,
 * 40-100 ms on these machines (issue 17), so it is only the fallback.
 */
export function browserTimeZone(): string | undefined {
  return (globalThis as WithTemporal).Temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The BFF sends the upstream a `Zone` header (spec §7) taken from this cookie: the browser
 * is the only place that knows the user's time zone, so it writes it once per load.
 *
 * Only for a signed-in user, and only once the browser is idle: the zone dates a user's own
 * records (history, statistics), and a guest's calls carry none. The first
 * `Intl.DateTimeFormat` of a page loads the locale's calendar data, which was most of the
 * effects task after hydration on every public page (a 4x-throttled phone trace, issue 17).
 */
export function useZoneCookie(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    const write = () => {
      const zone = browserTimeZone();
      const pair = `${ZONE_COOKIE}=${encodeURIComponent(zone ?? '')}`;
      if (!zone || document.cookie.split('; ').includes(pair)) return;
      document.cookie = `${pair}; path=/; max-age=31536000; samesite=lax`;
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(write, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(write, 0);
    return () => window.clearTimeout(id);
  }, [signedIn]);
}
