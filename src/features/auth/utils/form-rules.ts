import { textLength } from '@/lib/text-length';

/**
 * Client-side field rules, mirroring the contract (src/contracts/auth.ts) so most mistakes
 * are caught before a round trip. Each rule returns a key of the `auth` namespace, never
 * text: the dialog translates it. The server stays the authority (its 422 lands on the field).
 */

export type RuleKey =
  | 'validation.required'
  | 'validation.email'
  | 'validation.passwordMin'
  | 'validation.passwordBlank'
  | 'validation.passwordMax'
  | 'validation.confirmation'
  | 'validation.code'
  | 'validation.recoveryCode'
  | 'validation.nameMax';

export type FieldErrors<F extends string> = Partial<Record<F, RuleKey>>;

export const PASSWORD_MIN = 8;
/** The longest password the server takes, for sign-in and the current password too. */
export const PASSWORD_MAX = 200;
const EMAIL_MAX = 254;

// zod's own email pattern (z.regexes.email), which the server's z.email() applies: an address
// this accepts, the server accepts, so its English refusal never reaches the field. A copy, as
// zod stays out of the browser bundle; tests/lib/auth-form-rules.test.ts holds it to zod's.
export const EMAIL_RE =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function emailRule(value: string): RuleKey | undefined {
  const v = value.trim();
  if (!v) return 'validation.required';
  if (v.length > EMAIL_MAX || !EMAIL_RE.test(v)) return 'validation.email';
  return undefined;
}

/**
 * A password that must be there (sign-in, the current password). Not trimmed: a password of
 * spaces set before new ones were refused is still a password, and trimming it here locked its
 * owner out ("This field is required.") while the server would take it.
 */
export function requiredRule(value: string): RuleKey | undefined {
  return value ? undefined : 'validation.required';
}

export function newPasswordRule(value: string): RuleKey | undefined {
  if (!value) return 'validation.required';
  // The contract's rule too (newPassword in src/contracts/user.ts).
  if (!value.trim()) return 'validation.passwordBlank';
  if (textLength(value) < PASSWORD_MIN) return 'validation.passwordMin';
  if (textLength(value) > PASSWORD_MAX) return 'validation.passwordMax';
  return undefined;
}

export function confirmationRule(password: string, confirmation: string): RuleKey | undefined {
  if (!confirmation) return 'validation.required';
  return password === confirmation ? undefined : 'validation.confirmation';
}

export function codeRule(value: string): RuleKey | undefined {
  const v = value.trim();
  if (!v) return 'validation.required';
  return /^\d{6}$/.test(v) ? undefined : 'validation.code';
}

/**
 * Where the second factor is asked (SecondFactorField): the authenticator's six digits or a
 * recovery code ("k7m2p-x9qra", the dash optional), as the contract's secondFactorCode has it.
 */
export function secondFactorRule(value: string): RuleKey | undefined {
  const v = value.trim();
  if (!v) return 'validation.required';
  if (/^(\d{6}|[a-z0-9]{5}[- ]?[a-z0-9]{5})$/i.test(v)) return undefined;
  return /[a-z]/i.test(v) ? 'validation.recoveryCode' : 'validation.code';
}

/**
 * At most 100 characters as the user counts them: code points, so an emoji is one. The contract's
 * `.max(100)` counts so too (zod 4.6's length checks count code points); UTF-16 units here called
 * 60 emoji too long while the server took them.
 */
export function nameRule(value: string): RuleKey | undefined {
  return textLength(value.trim()) > 100 ? 'validation.nameMax' : undefined;
}

/** Drops the fields that passed, so an empty object means valid. */
export function collect<F extends string>(checks: Record<F, RuleKey | undefined>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const [field, key] of Object.entries(checks) as Array<[F, RuleKey | undefined]>) {
    if (key) out[field] = key;
  }
  return out;
}
