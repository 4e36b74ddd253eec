/**
 * Marketing capture (spec §1, §4, §9), pure so it is tested without a browser: `ref` becomes
 * the `referral_id` cookie unless one is set, `utm_*` parameters become the `utm` cookie, and
 * both leave the URL. The BFF turns the cookies into Referral-id and Utm-Data on sign-up,
 * email verification and social sign-in.
 */
import { REFERRAL_COOKIE, UTM_COOKIE } from '@/lib/cookie-names';

/** 604800 s: seven days. */
export const MARKETING_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;
/** Spec §9: registration opens this long after a referral link lands, for guests. */
export const REFERRAL_MODAL_DELAY_MS = 50;

export type Query = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

export interface MarketingCapture {
  /** The referrer's id to store, when the link had one. */
  referral?: string;
  utm?: Record<string, string>;
  /** The query without ref and utm_*. */
  rest: Query;
  /** Whether anything was taken out (the URL must then be rewritten). */
  stripped: boolean;
}

export function captureMarketing(query: Query): MarketingCapture {
  const rest: Query = {};
  const utm: Record<string, string> = {};
  let referral: string | undefined;
  let stripped = false;
  for (const [key, value] of Object.entries(query)) {
    if (key === 'ref') {
      stripped = true;
      const v = first(value)?.trim();
      // The BFF forwards only a plain numeric id; anything else would be dropped there anyway.
      if (v && /^\d{1,9}$/.test(v)) referral = v;
    } else if (key.startsWith('utm_')) {
      stripped = true;
      const v = first(value);
      if (v && key.length <= 44 && v.length <= 200) utm[key] = v;
    } else {
      rest[key] = value;
    }
  }
  return { referral, utm: Object.keys(utm).length ? utm : undefined, rest, stripped };
}

export function readCookie(
  name: string,
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  for (const part of cookies.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export function marketingCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${MARKETING_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Writes what the capture found; the referral only when none is stored (the first referrer wins). */
export function storeMarketing(capture: MarketingCapture): void {
  const secure = window.location.protocol === 'https:';
  if (capture.referral && !readCookie(REFERRAL_COOKIE))
    document.cookie = marketingCookie(REFERRAL_COOKIE, capture.referral, secure);
  if (capture.utm) document.cookie = marketingCookie(UTM_COOKIE, JSON.stringify(capture.utm), secure);
}
