import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { UpstreamConfig } from '../config';

/** 32 random bytes, base64url; only the SHA-256 hash is stored, so a DB leak yields no tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedSession {
  token: string;
  refreshToken: string;
  tokenId: number;
}

export async function issueSession(
  db: Db,
  config: UpstreamConfig,
  userId: number,
  client: { device: string; ip: string },
  now: Date,
): Promise<IssuedSession> {
  const token = newToken();
  const refreshToken = newToken();
  const row = await db
    .insertInto('access_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      refresh_hash: hashToken(refreshToken),
      device: client.device,
      ip: client.ip,
      last_used_at: now,
      expires_at: new Date(now.getTime() + config.accessTokenTtlMs),
      refresh_expires_at: new Date(now.getTime() + config.refreshTokenTtlMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, refreshToken, tokenId: row.id };
}

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  /** The session the request came with; null when authenticated by the user's API key. */
  tokenId: number | null;
  /** A signed-in session, or the personal API key (scoped: src/contracts/route.ts `apiKey`). */
  via: 'session' | 'api-key';
  /** The language the user last used the site in (names in their entries and events). */
  locale: string;
  /**
   * live: the user's own account; sandbox: their sandbox account (its own id, balance and
   * purchases; upstream/developer/sandbox), reached only with the sandbox key.
   */
  kind: 'live' | 'sandbox';
}

/** last_used_at is written at most once a minute per session to keep reads cheap. */
const touchEveryMs = 60_000;

export async function resolveBearer(db: Db, token: string, now: Date, ip: string): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  // Every signed-in request runs this: written as SQL, it skips the query builder's work per
  // call (about a third of this lookup's CPU in the price route's profile, issue 19).
  const found = await sql<{
    tokenId: number;
    last_used_at: Date;
    id: number;
    email: string;
    name: string;
    locale: string;
  }>`
    select t.id as "tokenId", t.last_used_at, u.id, u.email, u.name, u.locale
    from access_tokens t join users u on u.id = t.user_id
    where t.token_hash = ${hashToken(token)} and t.revoked_at is null and t.expires_at > ${now} and u.status = 'active'`.execute(
    db,
  );
  const session = found.rows[0];
  if (session) {
    if (now.getTime() - session.last_used_at.getTime() > touchEveryMs) {
      await db.updateTable('access_tokens').set({ last_used_at: now, ip }).where('id', '=', session.tokenId).execute();
    }
    return {
      id: session.id,
      email: session.email,
      name: session.name,
      tokenId: session.tokenId,
      locale: session.locale,
      via: 'session',
      kind: 'live',
    };
  }
  // The per-user API key (user.key) also authenticates, for scripted use of the API; so does a
  // sandbox account's key, while its owner's account is active too. Sandbox accounts have no
  // password and an email no sign-in accepts, so a key is their only way in.
  const byKey = await db
    .selectFrom('users as u')
    .leftJoin('users as owner', 'owner.id', 'u.sandbox_of')
    .select(['u.id', 'u.email', 'u.name', 'u.locale', 'u.sandbox_of', 'owner.status as ownerStatus'])
    .where('u.api_key', '=', token)
    .where('u.status', '=', 'active')
    .executeTakeFirst();
  if (!byKey) return null;
  const { sandbox_of, ownerStatus, ...user } = byKey;
  if (sandbox_of !== null && ownerStatus !== 'active') return null;
  return { ...user, tokenId: null, via: 'api-key', kind: sandbox_of === null ? 'live' : 'sandbox' };
}
