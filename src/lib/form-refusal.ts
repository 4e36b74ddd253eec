import type { TFunction } from 'i18next';
import { codeKey, GENERIC_ERROR_KEY, RATE_LIMITED_WAIT_KEY, waitMinutes } from './error-catalogue';
import { isApiError } from './http';

/** Statuses whose message belongs to the form the user is looking at (spec §8: shown, not reported). */
const FORM_STATUSES = new Set([403, 409, 422, 429]);

export interface FormRefusal<F extends string> {
  /** The message for each of the form's fields that the server named. */
  fields: Partial<Record<F, string>>;
  /** The first named field in the form's order: where focus goes. */
  first: F | undefined;
  /** The message for a refusal that names none of the form's fields. */
  message: string;
}

/**
 * A failed request as the form that sent it should show it: a 422's `errors` on the fields
 * they name, another refusal as the form's message. A refusal whose code the catalogue knows
 * (wrong password, a spent code, too many tries) reads our translation, given by `translate`
 * (the `common` namespace), on its field and as the message: the upstream writes English. Too
 * many tries with a Retry-After says how many minutes to wait.
 * Null when the failure is the app's (401, 5xx, no response), for the error catalogue to handle.
 */
export function formRefusal<F extends string>(
  error: unknown,
  fields: readonly F[],
  translate: TFunction<'common'>,
): FormRefusal<F> | null {
  if (!isApiError(error) || !FORM_STATUSES.has(error.status)) return null;
  const key = codeKey(error.code);
  // Too many tries with a known wait: say how long, in minutes (a code-mail limit is an hour).
  const wait = error.code === 'RATE_LIMITED' && error.retryAfter ? waitMinutes(error.retryAfter) : undefined;
  const known = wait ? translate(RATE_LIMITED_WAIT_KEY, { count: wait }) : key ? translate(key) : undefined;
  const onFields: Partial<Record<F, string>> = {};
  for (const name of fields) {
    const first = error.errors?.[name]?.[0];
    if (first) onFields[name] = known ?? first;
  }
  // A 429 without a code is a proxy's, not our upstream's (which always sends one): its text is
  // English for developers, or the BFF's stand-in for a body that was not JSON.
  const generic = error.status === 429 && !error.code ? translate(GENERIC_ERROR_KEY) : undefined;
  return { fields: onFields, first: fields.find((name) => onFields[name]), message: known ?? generic ?? error.message };
}
