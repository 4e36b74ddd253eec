import type { RouteContract } from '@contracts/route';
import { BffError } from '../http/bff-error';
import { sendJson, type Exchange } from '../http/endpoint';
import { destroySession } from '../session/session';
import type { UpstreamAnswer } from '../outbound/client';
import { publicAnswer } from './public-answer';
import { apiErrorFrom, type ErrorFields } from '@/lib/http';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v.slice(0, 1000) : undefined);

/**
 * An upstream failure in the envelope the browser's fetch wrapper reads, rebuilt field by
 * field (with the wrapper's own reader) so nothing else of the upstream body travels along.
 * The stand-in message of a body without one is a diagnostic: a 4xx without a code (a proxy's
 * 429 or 413 page) reads as the generic error in the user's language (classifyResponse).
 */
export function errorEnvelope(status: number, body: unknown): Record<string, unknown> {
  const fields = body && typeof body === 'object' ? (body as ErrorFields) : undefined;
  const read = apiErrorFrom(status, fields, status >= 500 ? 'Server error, try again later' : 'The request failed.');
  const out: Record<string, unknown> = { status: false, message: read.message.slice(0, 1000) };
  const code = read.code ?? (status >= 500 ? 'SERVER_ERROR' : undefined);
  if (code) out.code = code;
  if (read.action) out.action = read.action;
  if (read.errors) out.errors = read.errors;
  if (read.challenge) out.challenge = read.challenge;
  // PRICE_CHANGED's price now, for the confirmation asked again.
  if (Number.isSafeInteger(fields?.price)) out.price = fields?.price;
  return out;
}

/** An upstream 401 ends the session here too, and the UI opens the login dialog (spec §4, §8). */
export function endSession(exchange: Exchange, message?: string): never {
  destroySession(exchange.req, exchange.res);
  throw new BffError('UNAUTHENTICATED', message);
}

/**
 * Sends an upstream answer to the browser: a success only when it matches the contract
 * (502 INVALID_RESPONSE otherwise, logged and reported), an error as the envelope, a 401
 * as the end of the session. Secrets are stripped from whatever goes out.
 */
export function relay(exchange: Exchange, route: RouteContract, answer: UpstreamAnswer): void {
  const { status, body } = answer;
  if (status === 401) endSession(exchange, str((body as { message?: unknown } | undefined)?.message));
  if (status < 200 || status >= 300) {
    const envelope = errorEnvelope(status, body);
    if (status >= 500) exchange.log.error = new Error(`upstream ${status} on ${route.id}`);
    exchange.log.errorCode = envelope.code as string | undefined;
    if (answer.retryAfter) exchange.res.setHeader('Retry-After', answer.retryAfter);
    sendJson(exchange.res, status, envelope);
    return;
  }
  const parsed = route.response.safeParse(body);
  if (!parsed.success) {
    exchange.log.error = new Error(
      `upstream answer of ${route.id} breaks the contract: ${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`,
    );
    throw new BffError('INVALID_RESPONSE');
  }
  sendJson(exchange.res, status, publicAnswer(parsed.data, route.id));
}
