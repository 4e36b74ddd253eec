import type { RouteContract } from '@contracts/route';
import { NEXT_LOCALE_COOKIE, REFERRAL_COOKIE, UTM_COOKIE, ZONE_COOKIE } from '@/lib/cookie-names';
import { LANGUAGE_COOKIE, matchAcceptLanguage } from '@/lib/locale';
import { siteLocales } from '@/lib/instance';
import type { AppInstance } from '@/lib/instance';
import { BffError } from '../http/bff-error';
import { readCookies } from '../http/cookies';
import type { BffRequest } from '../http/endpoint';
import { clientIp } from '../http/request-info';
import { bffConfig } from '../config';
import type { SessionData } from '../session/session';

const CONTROL = /[\u0000-\u001f\u007f]/;
const ZONE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;
const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/** A client-supplied value, or 400 when it carries control characters (header injection). */
function clean(value: string | string[] | undefined, name: string, max = 1000): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || v === '') return undefined;
  if (CONTROL.test(v)) throw new BffError('BAD_HEADER', `The ${name} value is not valid.`);
  return v.length > max ? undefined : v;
}

/** Header values must be Latin-1; anything beyond printable ASCII travels percent-encoded. */
function headerSafe(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

export function requestLocale(req: BffRequest): string {
  const instance = bffConfig().appInstance as AppInstance;
  const locales = siteLocales(instance);
  const cookies = readCookies(req);
  for (const candidate of [
    clean(req.headers.locale, 'locale', 20),
    clean(cookies[LANGUAGE_COOKIE], LANGUAGE_COOKIE, 20),
    clean(cookies[NEXT_LOCALE_COOKIE], NEXT_LOCALE_COOKIE, 20),
  ]) {
    const base = candidate?.toLowerCase().split(/[-_]/, 1)[0];
    if (base && locales.includes(base)) return base;
  }
  return acceptLanguageLocale(clean(req.headers['accept-language'], 'Accept-Language', 500), instance, locales);
}

// A browser sends the same Accept-Language on every request of a visit, and a site sees few
// different ones: ranking the header afresh was ~7 % of a cached sidebar answer's handler
// CPU, run in-process (issue 19). Keyed by the site too (its locales); cleared when full.
const acceptLanguageLocales = new Map<string, string>();
const REMEMBERED_HEADERS = 512;

function acceptLanguageLocale(header: string | undefined, instance: AppInstance, locales: readonly string[]): string {
  if (!header) return 'en';
  const key = `${instance}\n${header}`;
  let locale = acceptLanguageLocales.get(key);
  if (locale === undefined) {
    locale = matchAcceptLanguage(header, locales) ?? 'en';
    if (acceptLanguageLocales.size >= REMEMBERED_HEADERS) acceptLanguageLocales.clear();
    acceptLanguageLocales.set(key, locale);
  }
  return locale;
}

export interface HeaderInput {
  req: BffRequest;
  route: Pick<RouteContract, 'marketing' | 'idempotent'>;
  session: SessionData | null;
  requestId: string;
  hasBody: boolean;
}

/**
 * The complete header set of an upstream call (spec §7, issue 4 §3). It is built from
 * scratch: no client header is copied wholesale, so a client Authorization, Cookie, Host
 * or X-Forwarded-* never reaches the upstream.
 */
export function upstreamHeaders({ req, route, session, requestId, hasBody }: HeaderInput): Record<string, string> {
  const cookies = readCookies(req);
  const headers: Record<string, string> = {
    accept: 'application/json',
    locale: requestLocale(req),
    app_instance: bffConfig().appInstance,
    'x-request-id': requestId,
  };
  if (session) headers.authorization = `${session.tokenType} ${session.token}`;
  if (hasBody) headers['content-type'] = 'application/json';

  const zone = clean(req.headers.zone, 'Zone', 64) ?? clean(cookies[ZONE_COOKIE], ZONE_COOKIE, 64);
  if (zone && ZONE.test(zone)) headers.zone = zone;

  const agent = clean(req.headers['user-agent'], 'User-Agent', 2000);
  // The upstream lists sessions by device; without a browser's agent it says so, not "got".
  headers['user-agent'] = agent ? headerSafe(agent.slice(0, 200)) : 'codeport-bff';
  // The BFF states the address it saw itself; a client's X-Forwarded-For is not passed on.
  const ip = clientIp(req);
  if (ip) headers['x-forwarded-for'] = ip;

  if (route.marketing) {
    const referral = clean(cookies[REFERRAL_COOKIE], REFERRAL_COOKIE, 20);
    if (referral && /^\d{1,9}$/.test(referral)) headers['referral-id'] = referral;
    const utm = clean(cookies[UTM_COOKIE], UTM_COOKIE, 1000);
    if (utm) headers['utm-data'] = headerSafe(utm);
  }
  if (route.idempotent) {
    const key = clean(req.headers['idempotency-key'], 'Idempotency-Key', 100);
    if (key !== undefined) {
      if (!IDEMPOTENCY_KEY.test(key)) throw new BffError('BAD_HEADER', 'The Idempotency-Key value is not valid.');
      headers['idempotency-key'] = key;
    }
  }
  return headers;
}
