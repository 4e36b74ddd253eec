import { BffError } from '../http/bff-error';
import { sendJson, type Exchange } from '../http/endpoint';
import { refreshSession } from '../session/current';
import { destroySession, readSession } from '../session/session';

/**
 * POST /api/refresh: the browser asks for a fresh token pair without ever holding one; the
 * refresh token never leaves the cookie.
 */
export async function handleRefresh(exchange: Exchange): Promise<void> {
  const current = await readSession(exchange.req);
  if (!current) {
    destroySession(exchange.req, exchange.res);
    throw new BffError('UNAUTHENTICATED');
  }
  exchange.log.userId = current.userId;
  const next = await refreshSession(exchange, current);
  if (!next) throw new BffError('UNAUTHENTICATED');
  if (next === current) throw new BffError('UPSTREAM_UNAVAILABLE');
  sendJson(exchange.res, 200, { status: true });
}
