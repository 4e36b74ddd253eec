import { refresh, session as sessionAnswer } from '@contracts/auth';
import { BffError } from '../http/bff-error';
import { isMutating } from '../security/same-origin';
import type { Exchange } from '../http/endpoint';
import { forward } from '../proxy/forward';
import { destroySession, readSession, saveSession, sessionFromUpstream, type SessionData } from './session';

/** Tokens this close to expiry are exchanged before the call instead of failing with 401. */
const REFRESH_MARGIN_MS = 60_000;

// One refresh per token pair at a time: the upstream rotates refresh tokens, so two racing
// refreshes of the same pair would sign the second request out.
const inflight = new Map<string, Promise<SessionData | null | 'failed'>>();

async function exchangeTokens(exchange: Exchange, current: SessionData): Promise<SessionData | null | 'failed'> {
  try {
    const answer = await forward(exchange, {
      route: refresh,
      body: { refresh_token: current.refreshToken },
      session: null,
    });
    if (answer.status === 401) return null;
    const parsed = sessionAnswer.safeParse(answer.body);
    if (answer.status >= 200 && answer.status < 300 && parsed.success) return sessionFromUpstream(parsed.data);
    return 'failed';
  } catch (error) {
    if (error instanceof BffError) return 'failed';
    throw error;
  }
}

/**
 * Exchanges the session's refresh token for a new pair and stores it. Returns the new
 * session, or null when the upstream refused the pair (the session is destroyed then).
 * A transport failure keeps the current session: its token may still be good.
 */
export async function refreshSession(exchange: Exchange, current: SessionData): Promise<SessionData | null> {
  let pending = inflight.get(current.refreshToken);
  if (!pending) {
    pending = exchangeTokens(exchange, current).finally(() => inflight.delete(current.refreshToken));
    inflight.set(current.refreshToken, pending);
  }
  const next = await pending;
  if (next === 'failed') return current;
  if (next === null) {
    destroySession(exchange.req, exchange.res);
    return null;
  }
  await saveSession(exchange.req, exchange.res, next);
  return next;
}

/** The account id the page that sent a change shows (src/lib/http.ts), when it shows one. */
export const SIGNED_IN_AS = 'x-signed-in-as';

/**
 * The signed-in session of this request (refreshed when about to expire), or null for a guest.
 * A change sent by a page that still shows another account (a sign-in as someone else in
 * another tab) is refused before anything is done: bought as B from a page showing A's
 * balance and numbers, it would be charged to someone the user did not see.
 */
export async function currentSession(exchange: Exchange): Promise<SessionData | null> {
  const current = await readSession(exchange.req);
  if (!current) return null;
  exchange.log.userId = current.userId;
  const shown = exchange.req.headers[SIGNED_IN_AS];
  if (typeof shown === 'string' && isMutating(exchange.req.method) && shown !== String(current.userId))
    throw new BffError('SESSION_CHANGED');
  const expires = Date.parse(current.expiresAt);
  if (Number.isFinite(expires) && expires - Date.now() > REFRESH_MARGIN_MS) return current;
  return refreshSession(exchange, current);
}
