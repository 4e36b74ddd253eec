import type { ErrorBody, UpstreamErrorCode } from '@contracts/errors';

/**
 * A failure the client should see as-is: handlers and services throw it and the app
 * renders the Laravel-style envelope `{status:false, message, code?, action?, errors?}`.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: UpstreamErrorCode | undefined,
    message: string,
    readonly extra: {
      action?: string;
      errors?: Record<string, string[]>;
      /** Seconds, sent as Retry-After (429). */
      retryAfter?: number;
      /** A second-factor challenge the client answers with its code (social sign-in). */
      challenge?: string;
      /** PRICE_CHANGED: what the purchase costs now, minor units. */
      price?: number;
    } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toBody(): ErrorBody {
    return {
      status: false,
      message: this.message,
      ...(this.code ? { code: this.code } : {}),
      ...(this.extra.action ? { action: this.extra.action } : {}),
      ...(this.extra.errors ? { errors: this.extra.errors } : {}),
      ...(this.extra.challenge ? { challenge: this.extra.challenge } : {}),
      ...(this.extra.price !== undefined ? { price: this.extra.price } : {}),
    };
  }
}

/** 422 with field errors, the shape Laravel's validator produces. */
export function validationError(errors: Record<string, string[]>, code?: UpstreamErrorCode): DomainError {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
  return new DomainError(422, code ?? 'VALIDATION_FAILED', message, { errors });
}

/** Convenience for the common single-field 422. */
export function fieldError(field: string, message: string, code?: UpstreamErrorCode): DomainError {
  return validationError({ [field]: [message] }, code);
}

export const notFound = (what = 'Not found'): DomainError => new DomainError(404, 'NOT_FOUND', what);
export const unauthenticated = (): DomainError => new DomainError(401, 'UNAUTHENTICATED', 'Unauthenticated.');
export const forbidden = (message = 'This action is unauthorized.'): DomainError =>
  new DomainError(403, 'FORBIDDEN', message);

/** 429 with Retry-After: a throttle or a one-time-code counter is full. */
export const tooManyAttempts = (seconds: number, message: string): DomainError =>
  new DomainError(429, 'RATE_LIMITED', message, { retryAfter: Math.max(1, Math.ceil(seconds)) });

/** A personal API key on a route outside its scope (account management). */
export const apiKeyOutOfScope = (): DomainError =>
  new DomainError(
    403,
    'API_KEY_SCOPE',
    'API keys can buy and manage numbers and read prices, balance and history; account settings need a signed-in session.',
  );
