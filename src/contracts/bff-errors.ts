import { z } from 'zod';

/**
 * Error codes the BFF itself answers with (its own failures, not the upstream's). Every
 * BFF error body is the usual envelope `{status:false, message, code, action?}`; upstream
 * codes (NO_BALANCE, NO_NUMBERS, VALIDATION_FAILED…) pass through unchanged. `message` is
 * an English diagnostic: the UI maps `code` to its own translated text.
 */
export const bffErrorStatus = {
  /** No session, or the upstream refused the token; the session is gone. action: 'login'. */
  UNAUTHENTICATED: 401,
  /** Malformed request: bad JSON, bad query or path parameter. */
  BAD_REQUEST: 400,
  /** A forwarded header (locale, Zone, marketing cookies, Idempotency-Key…) holds control characters or is oversized. */
  BAD_HEADER: 400,
  /** A mutating request from another origin (Origin / Sec-Fetch-Site). */
  CROSS_SITE: 403,
  /**
   * A social sign-in's callback whose `state` this browser was not sent off with (another
   * browser or tab, a link from elsewhere, or the ten minutes passed): start again.
   */
  SIGN_IN_NOT_STARTED: 403,
  /**
   * A change sent from a page showing another account than the session's (someone signed in
   * as someone else in another tab): nothing was sent upstream; the page reads the user again.
   */
  SESSION_CHANGED: 409,
  /** Realtime authorisation for a channel other than the user's own `private-user.{id}`. */
  CHANNEL_FORBIDDEN: 403,
  /** Not on the allow-list (or an encoded path trick): nothing was sent upstream. */
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** Request body over the size limit. */
  PAYLOAD_TOO_LARGE: 413,
  /** A body that is not JSON (form posts are how cross-site forgeries arrive). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The upstream answered something the contract does not allow; it was not forwarded. */
  INVALID_RESPONSE: 502,
  /** The upstream could not be reached (refused, reset, DNS). */
  UPSTREAM_UNAVAILABLE: 503,
  /** Technical works (spec §5). */
  TECH_WORK: 503,
  /** The upstream did not answer in time. */
  UPSTREAM_TIMEOUT: 504,
  /** The request does not match the contract (body or query); `errors` names the fields, as the upstream's 422 does. */
  VALIDATION_FAILED: 422,
  /** A bug in the BFF itself. */
  INTERNAL: 500,
} as const;

export type BffErrorCode = keyof typeof bffErrorStatus;
export const bffErrorCodes = Object.keys(bffErrorStatus) as [BffErrorCode, ...BffErrorCode[]];
export const bffErrorCode = z.enum(bffErrorCodes);

export const bffErrorBody = z.object({
  status: z.literal(false),
  message: z.string(),
  code: z.string(),
  action: z.literal('login').optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type BffErrorBody = z.infer<typeof bffErrorBody>;
