import { numberFormat } from './intl-formats';

/** Milliseconds from `now` until `iso`, never negative; 0 for an unparsable date. */
export function msUntil(iso: string, now: number): number {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, at - now);
}

/**
 * 75_000 → "1:15", 3_725_000 → "1:02:05", 90_061_000 → "1d 1:01:01": the days in the page's
 * language (Intl's narrow day unit: "1 T 1:01:01" in German, "1 д. 1:01:01" in Russian).
 */
export function formatCountdown(ms: number, locale = 'en'): string {
  const total = Math.ceil(ms / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  if (days > 0) return `${dayUnit(locale).format(days)} ${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  return `${minutes}:${ss}`;
}

function dayUnit(locale: string): Intl.NumberFormat {
  return numberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'narrow' });
}
