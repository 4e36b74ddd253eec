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
    readonly extra: { action?: string; errors?: Record<string, string[]> } = {},
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
