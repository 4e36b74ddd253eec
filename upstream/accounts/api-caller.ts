import type { RouteContract } from '@contracts/route';
import type { UpstreamContext } from '../server/context';
import { apiKeyOutOfScope } from '../server/errors';
import { admitKeyRequest, type KeyAllowance } from '../developer/rest-v1/key-rate-limit';
import { resolveApiKey, resolveBearer, type AuthUser } from './tokens';

/**
 * Who is calling, the one answer for every surface that takes a bearer or an API key: the site's
 * contract routes (register-route.ts), REST v1 and the handler API. Each surface used to resolve
 * the token and apply its own scope rule; the rules live here now, side by side:
 * - `site`: a session may call anything; a key (live or sandbox) only `apiKey` routes: 403
 *   API_KEY_SCOPE on an `auth: 'user'` route, read as a guest on an optional one;
 * - `developer` (REST v1, handler API): a key only, never a session token.
 * Every admitted key request, on any surface, counts against the key's one budget (a fixed window
 * in the database, so every process and both APIs share it; a sandbox key is another key with its
 * own budget); past it the request throws 429 RATE_LIMITED with Retry-After.
 */
export type Surface =
  | {
      name: 'site';
      contract: RouteContract;
      /** The route reads the price head with the session (tokens.ts PriceHead). */
      priceHead?: boolean;
    }
  | { name: 'developer' };

export interface Caller {
  user: AuthUser;
  /** live or sandbox account (AuthUser.kind). */
  kind: AuthUser['kind'];
  /** account: a signed-in session; api: a personal key, scoped to the `apiKey` routes. */
  scope: 'account' | 'api';
  /** The key's budget after this request; null for a session. */
  allowance: KeyAllowance | null;
}

export async function resolveCaller(
  ctx: Pick<UpstreamContext, 'db' | 'now' | 'config'>,
  token: string | null,
  ip: string,
  surface: Surface,
  /** The request's own statement already refused the token as a session (deferred-session.ts). */
  opts: { keyOnly?: boolean } = {},
): Promise<Caller | null> {
  if (!token) return null;
  const user = opts.keyOnly
    ? await resolveApiKey(ctx.db, token)
    : await resolveBearer(ctx.db, token, ctx.now(), ip, {
        priceHead: surface.name === 'site' && surface.priceHead === true,
      });
  if (!user) return null;
  if (user.via === 'session') {
    return surface.name === 'site' ? { user, kind: user.kind, scope: 'account', allowance: null } : null;
  }
  if (surface.name === 'site' && !surface.contract.apiKey) {
    // Account management needs a signed-in session; elsewhere a key just reads as a guest.
    if (surface.contract.auth === 'user') throw apiKeyOutOfScope();
    return null;
  }
  const allowance = await admitKeyRequest(ctx.db, token, ctx.config.apiKeyRateLimit, ctx.now());
  return { user, kind: user.kind, scope: 'api', allowance };
}
