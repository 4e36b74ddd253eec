import type { UpstreamContext } from '../server/context';
import { assertSpendOne, retryInMinutes } from './failure-counter';
import type { AuthUser } from './tokens';

type Ctx = Pick<UpstreamContext, 'db' | 'now'>;

/**
 * New keys one may ask for in an hour: 5. Each new personal key mails the owner a security
 * alert, so without a limit a script (or a thief holding a session) could fill the owner's
 * inbox and rewrite the key row without end; a person replaces a key a few times a year, and
 * 5 leaves room for a second try after copying the wrong one.
 */
export const keyIssues = { max: 5, windowMs: 60 * 60_000 };

const tooManyApiKeys = retryInMinutes('Too many new API keys.');
const tooManySandboxKeys = retryInMinutes('Too many new sandbox keys.');

/**
 * Counts a new personal API key against the session that asks, not the whole account: the
 * alert's one-click replacement is how the owner takes the key back from a thief holding a
 * session, and a budget the thief could spend for the whole account would refuse the owner
 * that for up to an hour. Sessions are capped per account (MAX_LIVE_SESSIONS) and a stolen
 * cookie is one session, so the alerts stay bounded. Keys never reach this route, so a
 * session is always there; the account is the fallback all the same.
 */
export function spendApiKeyIssue(ctx: Ctx, user: Pick<AuthUser, 'id' | 'tokenId'>): Promise<void> {
  const who = user.tokenId === null ? `user:${user.id}` : `session:${user.tokenId}`;
  return assertSpendOne(ctx.db, `api-keys:${who}`, keyIssues, ctx.now(), tooManyApiKeys);
}

/**
 * Counts a new sandbox key against the account: it mails nobody, and a sandbox key spends only
 * the sandbox's own test balance, so nothing needs the owner to get past a budget a thief spent.
 */
export function spendSandboxKeyIssue(ctx: Ctx, ownerId: number): Promise<void> {
  return assertSpendOne(ctx.db, `sandbox-keys:${ownerId}`, keyIssues, ctx.now(), tooManySandboxKeys);
}
