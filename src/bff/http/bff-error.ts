import { bffErrorStatus, type BffErrorBody, type BffErrorCode } from '@contracts/bff-errors';

const messages: Record<BffErrorCode, string> = {
  UNAUTHENTICATED: 'Please sign in.',
  BAD_REQUEST: 'The request is not valid.',
  BAD_HEADER: 'A request header is not valid.',
  CROSS_SITE: 'Cross-site requests are not allowed.',
  SIGN_IN_NOT_STARTED: 'This sign-in was not started in this browser. Try again.',
  SESSION_CHANGED: 'This page shows another account than the one signed in. Nothing was done.',
  CHANNEL_FORBIDDEN: 'This channel is not yours.',
  ROUTE_NOT_FOUND: 'Not found.',
  METHOD_NOT_ALLOWED: 'Method not allowed.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as JSON.',
  INVALID_RESPONSE: 'Server error, try again later',
  UPSTREAM_UNAVAILABLE: 'Server error, try again later',
  TECH_WORK: 'Technical works',
  UPSTREAM_TIMEOUT: 'Server error, try again later',
  INTERNAL: 'Server error, try again later',
  VALIDATION_FAILED: 'The given data was invalid.',
};

/** A failure the BFF answers itself, in the usual error envelope. */
export class BffError extends Error {
  readonly status: number;
  constructor(
    readonly code: BffErrorCode,
    message?: string,
    readonly extra: { errors?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(message ?? messages[code]);
    this.name = 'BffError';
    this.status = bffErrorStatus[code];
  }

  body(): BffErrorBody {
    return {
      status: false,
      message: this.message,
      code: this.code,
      ...(this.code === 'UNAUTHENTICATED' ? { action: 'login' as const } : {}),
      ...(this.extra.errors ? { errors: this.extra.errors } : {}),
    };
  }
}
