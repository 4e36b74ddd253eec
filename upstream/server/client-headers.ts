import type { FastifyRequest } from 'fastify';

export const supportedLocales = ['en', 'es', 'pt', 'fr', 'de', 'ru'] as const;
export type Locale = (typeof supportedLocales)[number];

/** The Laravel-style headers every BFF call carries (spec §7), parsed leniently. */
export interface ClientHeaders {
  locale: Locale;
  /** IANA time zone of the browser, e.g. Europe/Madrid. */
  zone: string | null;
  appInstance: string | null;
  /** Referral-id: the referrer's user id (sign-up and social callback only). */
  referralId: number | null;
  /** Utm-Data: the utm_* parameters the visitor arrived with. */
  utm: Record<string, string> | null;
  idempotencyKey: string | null;
  ip: string;
  device: string;
}

function header(request: FastifyRequest, name: string): string | null {
  const v = request.headers[name.toLowerCase()];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() ? s.trim() : null;
}

function parseLocale(raw: string | null): Locale {
  const base = raw?.toLowerCase().split(/[-_,;]/, 1)[0];
  return (supportedLocales as readonly string[]).includes(base ?? '') ? (base as Locale) : 'en';
}

/** Accepts JSON, or URL-encoded JSON as a cookie value would carry it; keeps string utm_* keys only. */
export function parseUtm(raw: string | null): Record<string, string> | null {
  if (!raw) return null;
  for (const candidate of [raw, safeDecode(raw)]) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const entries = Object.entries(value as Record<string, unknown>)
          // Control characters (NUL above all) cannot be stored or matched in PostgreSQL text.
          .filter(
            ([k, v]) =>
              /^utm[_-]?\w{1,40}$/i.test(k) && typeof v === 'string' && v.length <= 200 && !controlChars.test(v),
          )
          .slice(0, 10) as [string, string][];
        return entries.length ? Object.fromEntries(entries) : null;
      }
    } catch {
      // try the next decoding
    }
  }
  return null;
}

const controlChars = /[\u0000-\u001f\u007f]/;

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Zones already checked, valid or not. The BFF sends a Zone on every call, and building an
 * Intl.DateTimeFormat to check one cost ~50 µs a request (issue 19), a third of a session lookup.
 * Bounded: past the cap, new names are checked every time instead of remembered.
 */
const zoneChecks = new Map<string, boolean>();
const ZONE_CHECKS_MAX = 1_000;

function parseZone(raw: string | null): string | null {
  // A zone's name only: an offset ("+05:30", which Intl takes) means the opposite sign to the
  // database, which reads it as a POSIX zone.
  if (!raw || raw.length > 64 || !/^[A-Za-z]/.test(raw)) return null;
  let valid = zoneChecks.get(raw);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: raw });
      valid = true;
    } catch {
      valid = false;
    }
    if (zoneChecks.size < ZONE_CHECKS_MAX) zoneChecks.set(raw, valid);
  }
  return valid ? raw : null;
}

/** The most characters an Idempotency-Key may have (the OpenAPI document states it from here). */
export const IDEMPOTENCY_KEY_MAX = 200;

const validKey = (key: string | null): key is string => key !== null && key.length <= IDEMPOTENCY_KEY_MAX;

/**
 * Why the request's Idempotency-Key cannot be used, or null when there is none or it is fine.
 * readClientHeaders reads an unusable key as no key; a route that charges refuses it instead
 * (register-route.ts), as a retry whose key was silently dropped would charge a second time.
 */
export function idempotencyKeyProblem(request: FastifyRequest): string | null {
  if (request.headers['idempotency-key'] === undefined) return null;
  return validKey(header(request, 'idempotency-key'))
    ? null
    : `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX} characters.`;
}

export function readClientHeaders(request: FastifyRequest): ClientHeaders {
  const referral = header(request, 'referral-id');
  const instance = header(request, 'app_instance') ?? header(request, 'app-instance');
  const key = header(request, 'idempotency-key');
  return {
    locale: parseLocale(header(request, 'locale') ?? header(request, 'accept-language')),
    zone: parseZone(header(request, 'zone')),
    appInstance: instance && /^[\w-]{1,40}$/.test(instance) ? instance : null,
    referralId: referral && /^\d{1,9}$/.test(referral) ? Number(referral) : null,
    utm: parseUtm(header(request, 'utm-data')),
    idempotencyKey: validKey(key) ? key : null,
    ip: request.ip,
    device: (header(request, 'user-agent') ?? 'Unknown device').slice(0, 200),
  };
}
