import { isApiError } from './http';

/** Statuses whose message belongs to the form the user is looking at (spec §8: shown, not reported). */
const FORM_STATUSES = new Set([403, 409, 422, 429]);

export interface FormRefusal<F extends string> {
  /** The server's first message for each of the form's fields that it named. */
  fields: Partial<Record<F, string>>;
  /** The first named field in the form's order: where focus goes. */
  first: F | undefined;
  /** The server's message, for a refusal that names none of the form's fields. */
  message: string;
}

/**
 * A failed request as the form that sent it should show it: a 422's `errors` on the fields
 * they name, another refusal as the form's message. Null when the failure is the app's
 * (401, 5xx, no response), for the error catalogue to handle.
 */
export function formRefusal<F extends string>(error: unknown, fields: readonly F[]): FormRefusal<F> | null {
  if (!isApiError(error) || !FORM_STATUSES.has(error.status)) return null;
  const onFields: Partial<Record<F, string>> = {};
  for (const name of fields) {
    const first = error.errors?.[name]?.[0];
    if (first) onFields[name] = first;
  }
  return { fields: onFields, first: fields.find((name) => onFields[name]), message: error.message };
}
