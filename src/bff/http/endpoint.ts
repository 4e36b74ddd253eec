import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BffError } from './bff-error';
import { requestLogger } from '../observability/logger';
import { reportBffError, shouldReport } from '../observability/report';
import { assertSameOrigin } from '../security/same-origin';
import { STRICT_TRANSPORT_SECURITY } from '../security/security-headers';
import { servesHttps } from './request-info';

export interface BffRequest extends IncomingMessage {
  cookies?: Partial<Record<string, string>>;
  /** Set by Next's body parser when a route leaves it on; the BFF's own routes turn it off. */
  body?: unknown;
}

/** What the one log line of a request says; handlers fill it in as they learn more. */
export interface RequestLog {
  requestId: string;
  route: string;
  method: string;
  userId?: number;
  upstreamStatus?: number;
  retries: number;
  errorCode?: string;
  /** The failure behind a 5xx (or another reportable status), for the error report. */
  error?: unknown;
  cache?: 'hit' | 'miss' | 'bypass';
}

export interface Exchange {
  req: BffRequest;
  res: ServerResponse;
  log: RequestLog;
}

export type EndpointFn = (exchange: Exchange) => Promise<void>;

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

export function sendError(exchange: Exchange, error: BffError): void {
  exchange.log.errorCode = error.code;
  if (error.status >= 500) exchange.log.error ??= error;
  sendJson(exchange.res, error.status, error.body(), error.extra.headers);
}

/** `Name: message (cause)` of a failure for the log line; never a request or response body. */
function describe(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const cause = error.cause instanceof Error ? ` (${error.cause.name}: ${error.cause.message.slice(0, 200)})` : '';
  return `${error.name}: ${error.message.slice(0, 300)}${cause}`;
}

/**
 * Every BFF entry point runs through here: the same-origin rule for mutating methods, a
 * request id, no caching by the browser or a proxy, HSTS on https, one error envelope, one
 * pino line, and an error report for the statuses spec §8 says are faults.
 */
export function endpoint(route: string, fn: EndpointFn) {
  return async function handle(req: BffRequest, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const log: RequestLog = { requestId: randomUUID(), route, method: req.method ?? 'GET', retries: 0 };
    const exchange: Exchange = { req, res, log };
    res.setHeader('X-Request-Id', log.requestId);
    res.setHeader('Cache-Control', 'no-store');
    if (servesHttps(req)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    try {
      assertSameOrigin(req);
      await fn(exchange);
    } catch (error) {
      if (error instanceof BffError) {
        sendError(exchange, error);
      } else {
        log.error = error;
        sendError(exchange, new BffError('INTERNAL'));
      }
    }
    const status = res.statusCode;
    const line = {
      requestId: log.requestId,
      route: log.route,
      method: log.method,
      status,
      upstreamStatus: log.upstreamStatus,
      retries: log.retries,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      userId: log.userId,
      errorCode: log.errorCode,
      cache: log.cache,
      error: describe(log.error),
    };
    const logger = requestLogger();
    if (status >= 500) logger.error(line, 'bff request');
    else logger.info(line, 'bff request');
    // Only a reportable status needs an Error: made on every request, it captured a stack for
    // nothing (0.05–0.075 ms of a request's CPU in the production server, issue 19).
    if (shouldReport(status))
      reportBffError(status, log.error ?? new Error(`BFF ${log.method} ${log.route} answered ${status}`), line);
  };
}
