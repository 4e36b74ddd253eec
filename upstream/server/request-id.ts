import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an adopted id may look like: a UUID, a ULID, a proxy's trace id. Bounded and without
 * quotes, spaces, control characters or newlines, so a client's id can neither forge a log
 * line nor bloat one; pino writes it as a JSON string either way.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The caller's correlation id when it is well formed (the BFF sends the id of its own log
 * line), otherwise a fresh one. It is a correlation id, not a claim: any client may choose
 * it, so it is never used for anything but finding log lines.
 */
export function adoptRequestId(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? undefined : header;
  return value !== undefined && WELL_FORMED.test(value) ? value : randomUUID();
}

export function genReqId(req: IncomingMessage): string {
  return adoptRequestId(req.headers[REQUEST_ID_HEADER]);
}

/** Every answer names the id its log lines carry, so a caller can quote it to support. */
export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
