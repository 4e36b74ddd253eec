/**
 * The whole error catalogue of spec §8 as one pure function: given what came back,
 * what the UI does. Hooks apply the verdict (alerts, redirect, sign-out, modal, report);
 * nothing else in the app decides how an error looks.
 */
import type { BffErrorCode } from '@contracts/bff-errors';
import type { UpstreamErrorCode } from '@contracts/errors';

export type AlertVariant = 'success' | 'error' | 'warning' | 'info';

/**
 * A server message (already in the user's language), or a key in the `common` namespace with
 * what it interpolates.
 */
export type AlertText = { message: string } | { messageKey: string; params?: Record<string, number | string> };
export type Alert = { variant: AlertVariant } & AlertText;

export interface Verdict {
  /** Everything to show, in order; more than one is shown one every 300 ms (spec §8). */
  alerts: Alert[];
  /** The first of `alerts`, for callers that only ask whether anything was shown. */
  alert?: Alert;
  redirect?: '/' | '/top-up';
  signOut?: true;
  openModal?: 'login' | 'registration';
  /** Send to error reporting (Sentry). */
  report: boolean;
}

export interface ResponseFacts {
  /** HTTP status; ignored when `hasResponse` is false. */
  status: number;
  /** The parsed body; file-type bodies are read into this shape by src/lib/http.ts first. */
  body?: { status?: unknown; message?: unknown; code?: unknown; errors?: unknown } | undefined;
  hasResponse: boolean;
  /** The loader modal is showing: a 401 then offers registration instead of login. */
  loaderShown?: boolean;
  /** Retry-After, in seconds, when the answer had one. */
  retryAfter?: number | undefined;
}

export const SERVER_ERROR_KEY = 'errors.server';
/** "Try again in {{count}} min", with the language's plural forms. */
export const RATE_LIMITED_WAIT_KEY = 'errors.codes.RATE_LIMITED_WAIT';
/** The whole minutes a Retry-After (seconds) asks to wait, as RATE_LIMITED_WAIT counts them. */
export const waitMinutes = (retryAfterSeconds: number): number => Math.ceil(retryAfterSeconds / 60);
export const GENERIC_ERROR_KEY = 'errors.generic';

type KnownCode = BffErrorCode | UpstreamErrorCode;

/**
 * Codes whose meaning is fixed, so the user reads our translation rather than the
 * server's English diagnostic. Codes that only classify (VALIDATION_FAILED, CONFLICT,
 * FORBIDDEN…) are absent on purpose: their message is the specific text to show.
 */
export const CODE_KEYS: Readonly<Partial<Record<KnownCode, string>>> = {
  BAD_REQUEST: 'errors.codes.BAD_REQUEST',
  BAD_HEADER: 'errors.codes.BAD_REQUEST',
  CROSS_SITE: 'errors.codes.CROSS_SITE',
  CHANNEL_FORBIDDEN: 'errors.codes.CROSS_SITE',
  SIGN_IN_NOT_STARTED: 'errors.codes.SIGN_IN_NOT_STARTED',
  SESSION_CHANGED: 'errors.codes.SESSION_CHANGED',
  METHOD_NOT_ALLOWED: 'errors.codes.BAD_REQUEST',
  PAYLOAD_TOO_LARGE: 'errors.codes.PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'errors.codes.BAD_REQUEST',
  INVALID_RESPONSE: 'errors.codes.INVALID_RESPONSE',
  UPSTREAM_UNAVAILABLE: 'errors.codes.UPSTREAM_UNAVAILABLE',
  // For the user the same thing: the service is away for a moment.
  SERVICE_UNAVAILABLE: 'errors.codes.UPSTREAM_UNAVAILABLE',
  UPSTREAM_TIMEOUT: 'errors.codes.UPSTREAM_TIMEOUT',
  TECH_WORK: 'errors.codes.TECH_WORK',
  INTERNAL: SERVER_ERROR_KEY,
  SERVER_ERROR: SERVER_ERROR_KEY,
  RATE_LIMITED: 'errors.codes.RATE_LIMITED',
  NO_BALANCE: 'errors.codes.NO_BALANCE',
  INVALID_CREDENTIALS: 'errors.codes.INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'errors.codes.EMAIL_NOT_VERIFIED',
  TWO_FACTOR_REQUIRED: 'errors.codes.TWO_FACTOR_REQUIRED',
  EMAIL_CODE_REQUIRED: 'errors.codes.EMAIL_CODE_REQUIRED',
  INVALID_CODE: 'errors.codes.INVALID_CODE',
  CANCEL_LOCKED: 'errors.codes.CANCEL_LOCKED',
  ACTIVATION_LIMIT: 'errors.codes.ACTIVATION_LIMIT',
  ALREADY_FINISHED: 'errors.codes.ALREADY_FINISHED',
  SOCIAL_EMAIL_TAKEN: 'errors.codes.SOCIAL_EMAIL_TAKEN',
  SOCIAL_ACCOUNT_TAKEN: 'errors.codes.SOCIAL_ACCOUNT_TAKEN',
  API_KEY_SCOPE: 'errors.codes.API_KEY_SCOPE',
  CHALLENGE_EXPIRED: 'errors.codes.CHALLENGE_EXPIRED',
  BUYING_PAUSED: 'errors.codes.BUYING_PAUSED',
  EMAIL_TAKEN: 'errors.codes.EMAIL_TAKEN',
  WRONG_PASSWORD: 'errors.codes.WRONG_PASSWORD',
  CODE_RECEIVED: 'errors.codes.CODE_RECEIVED',
  NO_CODE_YET: 'errors.codes.NO_CODE_YET',
  RETRY_NOT_YET: 'errors.codes.RETRY_NOT_YET',
  NO_SUCH_ITEM: 'errors.codes.NO_SUCH_ITEM',
  PERIOD_NOT_OFFERED: 'errors.codes.PERIOD_NOT_OFFERED',
  RENT_NOT_REFUNDABLE: 'errors.codes.RENT_NOT_REFUNDABLE',
  PRICE_CHANGED: 'errors.codes.PRICE_CHANGED',
  WEBHOOK_URL_REFUSED: 'errors.codes.WEBHOOK_URL_REFUSED',
  ACCOUNT_BLOCKED: 'errors.codes.ACCOUNT_BLOCKED',
  TWO_FACTOR_CHANGED: 'errors.codes.TWO_FACTOR_CHANGED',
  IDEMPOTENCY_KEY_REUSED: 'errors.codes.IDEMPOTENCY_KEY_REUSED',
  WEBHOOK_LIMIT: 'errors.codes.WEBHOOK_LIMIT',
  SANDBOX_SMS_LIMIT: 'errors.codes.SANDBOX_SMS_LIMIT',
  EXPORT_TOO_LARGE: 'errors.codes.EXPORT_TOO_LARGE',
};

/** The catalogue's key for a code, when it has one. */
export const codeKey = (code: string | undefined): string | undefined =>
  code ? CODE_KEYS[code as KnownCode] : undefined;

/** Statuses that are the user's business, not a defect: never reported (spec §8). */
const NOT_REPORTED = new Set([401, 403, 404, 409, 422]);
/** Statuses whose server message is shown as an error alert (spec §8). */
const SHOW_SERVER_MESSAGE = new Set([403, 409, 422]);

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** Every message of a Laravel `errors` map, field by field. */
export function fieldErrorMessages(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return [];
  return Object.values(errors).flatMap((list) =>
    Array.isArray(list) ? list.filter((x): x is string => !!text(x)) : [],
  );
}

/** The translated text for a known code, else the server's message, else `fallbackKey`. */
export function errorText(body: ResponseFacts['body'], fallbackKey = GENERIC_ERROR_KEY): AlertText {
  const key = codeKey(text(body?.code));
  if (key) return { messageKey: key };
  const message = text(body?.message) ?? fieldErrorMessages(body?.errors)[0];
  return message ? { message } : { messageKey: fallbackKey };
}

const verdict = (alerts: Alert[], rest: Omit<Verdict, 'alerts' | 'alert'>): Verdict => ({
  alerts,
  ...(alerts[0] ? { alert: alerts[0] } : {}),
  ...rest,
});

const error = (t: AlertText): Alert => ({ variant: 'error', ...t });

/** A 422 listing several field errors shows each of them; otherwise one alert. */
function serverMessageAlerts(body: ResponseFacts['body']): Alert[] {
  const translated = codeKey(text(body?.code)) !== undefined;
  const fields = fieldErrorMessages(body?.errors);
  if (!translated && fields.length > 1) return fields.map((message) => error({ message }));
  return [error(errorText(body))];
}

export function classifyResponse(facts: ResponseFacts): Verdict {
  if (!facts.hasResponse) return verdict([error({ messageKey: SERVER_ERROR_KEY })], { report: true });

  const { status, body } = facts;
  const code = text(body?.code);
  // An hourly budget spent (support messages, top-ups, mails) says how long: "Wait a moment"
  // would be wrong by up to an hour. The same words as formRefusal's.
  if (code === 'RATE_LIMITED' && facts.retryAfter)
    return verdict([error({ messageKey: RATE_LIMITED_WAIT_KEY, params: { count: waitMinutes(facts.retryAfter) } })], {
      report: false,
    });
  const report = status >= 400 && !NOT_REPORTED.has(status);

  if (status === 401) {
    return verdict([], {
      signOut: true,
      redirect: '/',
      openModal: facts.loaderShown ? 'registration' : 'login',
      report: false,
    });
  }
  // Business outcomes the UI answers in its own way, whatever the status.
  if (code === 'NO_NUMBERS') return verdict([], { report: false });
  if (code === 'NO_BALANCE')
    return verdict([error({ messageKey: CODE_KEYS.NO_BALANCE! })], { redirect: '/top-up', report: false });
  if (status === 404) return verdict([], { report: false });

  if (SHOW_SERVER_MESSAGE.has(status)) return verdict(serverMessageAlerts(body), { report });
  // A 5xx message is a diagnostic, not for users: only a known code refines 'Server error'.
  if (status >= 500) return verdict([error({ messageKey: codeKey(code) ?? SERVER_ERROR_KEY })], { report });

  if (body?.status === true) {
    const message = text(body.message);
    return verdict(message ? [{ variant: 'success', message }] : [], { report });
  }
  // Our upstream and BFF put a code on every refusal: a 4xx without one (403, 409 and 422 were
  // answered above) is a proxy's or the transport's, a 429 or 413 page whose text, when it has
  // any, is English for developers (the BFF's own "The request failed." included).
  if (status >= 400 && !code) return verdict([error({ messageKey: GENERIC_ERROR_KEY })], { report });
  const hasMessage = text(body?.message) !== undefined || codeKey(code) !== undefined;
  if (hasMessage || status >= 400) return verdict([error(errorText(body))], { report });
  return verdict([], { report });
}
