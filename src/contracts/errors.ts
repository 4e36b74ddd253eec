import { z } from 'zod';

/**
 * Machine-readable error codes the upstream may return in `code`. The UI maps each
 * to a translated message in one place (src/lib/error-catalogue.ts).
 */
export const upstreamErrorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'NO_NUMBERS',
  'NO_BALANCE',
  'CANCEL_LOCKED',
  /** The account already holds the most open activations allowed at once (MAX_OPEN_ACTIVATIONS). */
  'ACTIVATION_LIMIT',
  'ALREADY_FINISHED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'TWO_FACTOR_REQUIRED',
  'EMAIL_CODE_REQUIRED',
  'INVALID_CODE',
  'TECH_WORK',
  'SERVER_ERROR',
  /** The upstream cannot reach its database for a moment (a restart, a failover): try again shortly. */
  'SERVICE_UNAVAILABLE',
  /** Social sign-in for an email that already has an account: sign in, then link. */
  'SOCIAL_EMAIL_TAKEN',
  /** Linking a provider account that is already linked to another user: nothing changed. */
  'SOCIAL_ACCOUNT_TAKEN',
  /** An API key used on account management (sessions, password, 2FA, keys, withdrawals). */
  'API_KEY_SCOPE',
  /** Social sign-in or 2FA journey that timed out or was spent: start again. */
  'CHALLENGE_EXPIRED',
  /** Too many cancellations in 24 hours: buying and renting are paused for a while (antifraud). */
  'BUYING_PAUSED',
  /** Registration (or a new address) with an email that already has an account. */
  'EMAIL_TAKEN',
  /** The current password given to change it is not the account's. */
  'WRONG_PASSWORD',
  /** Cancelling an activation whose code has arrived: finish it, or ask for another code. */
  'CODE_RECEIVED',
  /** Finishing an activation before any code has arrived: wait for the code, or cancel it. */
  'NO_CODE_YET',
  /** Asking an activation for another code before its first has arrived. */
  'RETRY_NOT_YET',
  /** A favourite for a service or country that is not in the catalogue (any more). */
  'NO_SUCH_ITEM',
  /** Cancelling a rental after its first SMS or its refund window: it can only be finished. */
  'RENT_NOT_REFUNDABLE',
  /** Extending a rental by a period its number is not offered for (any more, since the prices were read). */
  'PERIOD_NOT_OFFERED',
  /** The purchase costs more than the max_price its buyer agreed to (a price read earlier): nothing charged. */
  'PRICE_CHANGED',
  /** A webhook address the upstream will not send to: not https://, with a user name, or private or local. */
  'WEBHOOK_URL_REFUSED',
  /** Signing in to an account that is blocked: support can say why. */
  'ACCOUNT_BLOCKED',
  /** Two-factor was turned on, off or set up elsewhere (another tab, device) since the page read it. */
  'TWO_FACTOR_CHANGED',
  /** An Idempotency-Key sent again for a different purchase or extension: nothing charged. */
  'IDEMPOTENCY_KEY_REUSED',
  /** Adding a webhook endpoint beyond the most an account may have (MAX_WEBHOOK_ENDPOINTS). */
  'WEBHOOK_LIMIT',
  /** "Deliver a code now" on a sandbox purchase that already holds the most SMS it can (MAX_SANDBOX_SMS). */
  'SANDBOX_SMS_LIMIT',
  /** A statement export matching more rows than one file holds (STATEMENT_EXPORT_MAX_ROWS): a shorter period. */
  'EXPORT_TOO_LARGE',
] as const;
export const upstreamErrorCode = z.enum(upstreamErrorCodes);
export type UpstreamErrorCode = z.infer<typeof upstreamErrorCode>;

/** Laravel-style error body: 422 carries field errors, others a message and maybe a code. */
export const errorBody = z.object({
  status: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  action: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** need-2fa-code after social sign-in: the server-side challenge the code answers. */
  challenge: z.string().optional(),
  /** PRICE_CHANGED: what the purchase costs now, minor units. */
  price: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Success with only a message (e.g. "Code sent"). */
export const okMessage = z.object({ status: z.literal(true), message: z.string().optional() });

export const paginationMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
