import type { UpstreamErrorCode } from '@contracts/errors';
import { DomainError } from '../../server/errors';

/**
 * The protocol's error tokens. Classic actions answer them as the whole plain-text body, rental
 * actions as `{"status":"error","message":<token>}`, always with HTTP 200: bots branch on the
 * text, not on the status code.
 */
export type HandlerToken =
  | 'NO_KEY'
  | 'BAD_KEY'
  | 'BAD_ACTION'
  | 'BAD_SERVICE'
  | 'BAD_COUNTRY'
  | 'BAD_STATUS'
  | 'BAD_DATA'
  | 'NO_NUMBERS'
  | 'NO_BALANCE'
  | 'NO_ACTIVATION'
  | 'EARLY_CANCEL_DENIED'
  | 'ORDER_ALREADY_EXISTS'
  // Codeport's cap on open activations (MAX_OPEN_ACTIVATIONS); the protocol has no token of its own.
  | 'ACTIVATION_LIMIT'
  // Codeport's sandbox: "deliver a code now" on a purchase that holds the most SMS it can.
  | 'SANDBOX_SMS_LIMIT'
  | 'BANNED'
  | 'ERROR_SQL'
  | 'ERROR_TOO_MANY_REQUESTS'
  // Rental dialect
  | 'NO_ID_RENT'
  | 'INVALID_TIME'
  | 'INVALID_URL'
  | 'STATUS_WAIT_CODE'
  | 'STATUS_CANCEL'
  | 'STATUS_FINISH'
  | 'INCORECT_STATUS'
  | 'CANT_CANCEL'
  | 'ALREADY_FINISH'
  | 'ALREADY_CANCEL'
  | `WRONG_MAX_PRICE:${string}`;

/** The token a request past its key's budget reads, in either dialect; documented in docs/developer-api.md. */
export const RATE_LIMITED = 'ERROR_TOO_MANY_REQUESTS';

/** An answer of the protocol's error kind; `token` is exactly what the bot reads. */
export class HandlerError extends Error {
  constructor(readonly token: HandlerToken) {
    super(token);
    this.name = 'HandlerError';
  }
}

export const refuse = (token: HandlerToken): HandlerError => new HandlerError(token);

type CodeMap = Partial<Record<UpstreamErrorCode, HandlerToken>>;

/** The domain services' refusals in the activation dialect. */
export const activationTokens: CodeMap = {
  NO_NUMBERS: 'NO_NUMBERS',
  NO_BALANCE: 'NO_BALANCE',
  ACTIVATION_LIMIT: 'ACTIVATION_LIMIT',
  NOT_FOUND: 'NO_ACTIVATION',
  CANCEL_LOCKED: 'EARLY_CANCEL_DENIED',
  ALREADY_FINISHED: 'BAD_STATUS',
  CODE_RECEIVED: 'BAD_STATUS',
  CONFLICT: 'BAD_STATUS',
  NO_CODE_YET: 'BAD_STATUS',
  RETRY_NOT_YET: 'BAD_STATUS',
  FORBIDDEN: 'BANNED',
  BUYING_PAUSED: 'BANNED',
  VALIDATION_FAILED: 'BAD_DATA',
  SANDBOX_SMS_LIMIT: 'SANDBOX_SMS_LIMIT',
};

/** The same refusals in the rental dialect. */
export const rentTokens: CodeMap = {
  NO_NUMBERS: 'NO_NUMBERS',
  NO_BALANCE: 'NO_BALANCE',
  NOT_FOUND: 'NO_ID_RENT',
  ALREADY_FINISHED: 'ALREADY_FINISH',
  CONFLICT: 'CANT_CANCEL',
  RENT_NOT_REFUNDABLE: 'CANT_CANCEL',
  FORBIDDEN: 'BANNED',
  BUYING_PAUSED: 'BANNED',
  VALIDATION_FAILED: 'INVALID_TIME',
  PERIOD_NOT_OFFERED: 'INVALID_TIME',
  SANDBOX_SMS_LIMIT: 'SANDBOX_SMS_LIMIT',
};

/**
 * A thrown error as the token the bot reads; null when it is not a refusal the protocol knows
 * (a bug or an outage: the caller logs it and answers ERROR_SQL, the protocol's server error).
 */
export function tokenOf(error: unknown, map: CodeMap): HandlerToken | null {
  if (error instanceof HandlerError) return error.token;
  if (error instanceof DomainError && error.code) return map[error.code] ?? null;
  return null;
}
