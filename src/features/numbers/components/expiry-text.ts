import { dateTimeFormat } from '@/lib/intl-formats';

const EXPIRY = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;

/**
 * An expiry as a confirmation reads it, in the page language and the browser's time zone:
 * "24 Nov, 14:05" (en-GB), "Nov 24, 02:05 PM" (en), "24. Nov., 14:05" (de).
 */
export function formatExpiry(iso: string, locale: string): string {
  return dateTimeFormat(locale, EXPIRY).format(new Date(iso));
}
