/**
 * Errors that mean the database is out of reach for a moment, not that the request is wrong:
 * the server refused or dropped the connection (a restart, a failover), or is starting up or
 * shutting down. The upstream answers these with 503 SERVICE_UNAVAILABLE and Retry-After, so
 * clients retry and users read "temporarily unavailable" instead of "server error".
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (admin or crash shutdown, cannot connect now). */
const SQLSTATE = /^(08\d{3}|57P0[123])$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}
