/**
 * The whole error catalogue of spec §8 as one pure function: given what came back,
 * what the UI does. Hooks apply the verdict (alert, redirect, sign-out, modal, report);
 * nothing else in the app decides how an error looks.
 */

export type AlertVariant = 'success' | 'error' | 'warning' | 'info';

/** A server message (already in the user's language) or a key in the `common` namespace. */
export type AlertText = { message: string } | { messageKey: string };
export type Alert = { variant: AlertVariant } & AlertText;

export interface Verdict {
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
}

export const SERVER_ERROR_KEY = 'errors.server';
export const GENERIC_ERROR_KEY = 'errors.generic';

/**
 * Codes the BFF itself produces (src/contracts/bff-errors.ts). Its messages are English
 * diagnostics, so the user sees our translation instead.
 */
export const BFF_CODE_KEYS: Readonly<Record<string, string>> = {
  UPSTREAM_UNAVAILABLE: 'errors.codes.UPSTREAM_UNAVAILABLE',
  UPSTREAM_TIMEOUT: 'errors.codes.UPSTREAM_TIMEOUT',
  UPSTREAM_BAD_RESPONSE: 'errors.codes.UPSTREAM_BAD_RESPONSE',
  CROSS_SITE: 'errors.codes.CROSS_SITE',
  BODY_TOO_LARGE: 'errors.codes.BODY_TOO_LARGE',
  ROUTE_NOT_ALLOWED: 'errors.codes.ROUTE_NOT_ALLOWED',
  METHOD_NOT_ALLOWED: 'errors.codes.METHOD_NOT_ALLOWED',
  BAD_REQUEST: 'errors.codes.BAD_REQUEST',
  RATE_LIMITED: 'errors.codes.RATE_LIMITED',
  TECH_WORK: 'errors.codes.TECH_WORK',
};

/** Statuses that are the user's business, not a defect: never reported. */
const NOT_REPORTED = new Set([401, 403, 404, 409, 422]);
/** Statuses whose server message is shown verbatim as an error. */
const SHOW_SERVER_MESSAGE = new Set([403, 409, 422]);

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** Laravel puts the first field error in `message`; fall back to it when `message` is empty. */
function firstFieldError(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  for (const list of Object.values(errors)) {
    if (Array.isArray(list)) {
      const first = list.find((x) => text(x));
      if (first) return first as string;
    }
  }
  return undefined;
}

export function classifyResponse(facts: ResponseFacts): Verdict {
  if (!facts.hasResponse) return { alert: { variant: 'error', messageKey: SERVER_ERROR_KEY }, report: true };

  const { status, body } = facts;
  const code = text(body?.code);
  const message = text(body?.message) ?? firstFieldError(body?.errors);
  const isError = status >= 400;
  const report = isError && !NOT_REPORTED.has(status);

  if (status === 401) {
    return { signOut: true, redirect: '/', openModal: facts.loaderShown ? 'registration' : 'login', report: false };
  }
  // Business outcomes the UI answers in its own way, whatever the status.
  if (code === 'NO_NUMBERS') return { report: false };
  if (code === 'NO_BALANCE') return { redirect: '/top-up', report: false };
  if (status === 404) return { report: false };

  const bffKey = code ? BFF_CODE_KEYS[code] : undefined;
  if (bffKey) return { alert: { variant: 'error', messageKey: bffKey }, report };

  if (SHOW_SERVER_MESSAGE.has(status)) {
    return { alert: message ? { variant: 'error', message } : { variant: 'error', messageKey: GENERIC_ERROR_KEY }, report };
  }
  if (status >= 500) return { alert: { variant: 'error', messageKey: SERVER_ERROR_KEY }, report };

  if (body?.status === true) return message ? { alert: { variant: 'success', message }, report } : { report };
  if (message) return { alert: { variant: 'error', message }, report };
  return isError ? { alert: { variant: 'error', messageKey: GENERIC_ERROR_KEY }, report } : { report };
}

/** Every error in a 422 `errors` map, for the "array of errors" alert queue. */
export function fieldErrorMessages(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return [];
  return Object.values(errors).flatMap((list) => (Array.isArray(list) ? list.filter((x): x is string => !!text(x)) : []));
}
