import type { AuthUser } from '../accounts/tokens';
import { SessionClaim, SessionRefused } from '../accounts/session-claim';
import { DomainError } from './errors';

/**
 * A route whose action admits its caller in its own statement (RouteOptions.deferSession; issue
 * 19: a buy + cancel was a session lookup and the action, twice). What admission does stays,
 * only where it happens moves:
 * - no token: 401 at once, as before (no claim is made);
 * - invalid input: the route admits as usual first (401 before 422, the locale write), then 422;
 * - the action's statement admits the session (session-claim.ts), writing its last use and the
 *   locale as register-route did; the log line names the user from then on;
 * - no session for the token: nothing ran, so the route admits the token as an API key (with its
 *   rate limit and scope) and runs the handler again with that user, as before; else 401;
 * - a handler that failed or answered without using its claim is admitted as usual before its
 *   error (or a 500) reaches the caller, so an unauthenticated request still only sees 401.
 */
export type AdmitAs = (keyOnly: boolean) => Promise<AuthUser | null>;

export type RunHandler<T> = (user: AuthUser | null, claim: SessionClaim | null) => Promise<T>;

export async function runDeferred<T>(claim: SessionClaim, run: RunHandler<T>, admit: AdmitAs): Promise<T> {
  let result: T;
  try {
    result = await run(null, claim);
  } catch (error) {
    if (error instanceof SessionRefused) return run(await admit(true), null);
    if (!claim.settled) await admit(false);
    throw error;
  }
  if (!claim.settled) {
    await admit(false);
    throw new DomainError(500, 'SERVER_ERROR', 'The route deferred admission to a handler that did not admit.');
  }
  return result;
}
