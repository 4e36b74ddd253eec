import { logout } from '@contracts/auth';
import { sendJson, type Exchange } from '../http/endpoint';
import { BffError } from '../http/bff-error';
import { forward } from '../proxy/forward';
import { destroySession, readSession } from '../session/session';

/**
 * Revokes the browser's token upstream, if it has one, then forgets it here. The local part
 * happens whatever the upstream says: the user asked to leave, and a token the BFF no longer
 * holds is useless to the browser.
 */
export async function revokeSession(exchange: Exchange): Promise<void> {
  const session = await readSession(exchange.req);
  if (session) {
    exchange.log.userId = session.userId;
    try {
      await forward(exchange, { route: logout, session });
    } catch (error) {
      if (!(error instanceof BffError)) throw error;
    }
  }
  destroySession(exchange.req, exchange.res);
}

export async function handleLogout(exchange: Exchange): Promise<void> {
  await revokeSession(exchange);
  sendJson(exchange.res, 200, { status: true, message: 'Signed out.' });
}
