import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { UpstreamConfig } from '../config';
import { apiKeyHash } from './api-keys';

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
  /**
   * Sessions the cap signed out to make room (MAX_LIVE_SESSIONS). Like every revocation they
   * must be announced (announceSessionsRevoked), or their open sockets keep hearing the user's
   * events: sessionResponse does it, and a caller issuing sessions otherwise must too.
   */
  revokedOthers: number;
}

/**
 * Sessions an account keeps signed in: its newest 100. A script signing in over and over made a
 * session each time without end, and the sessions page and the new-device check read them all;
 * a person with a phone, a laptop and a few browsers stays far below. A sign-in past the cap
 * signs out the oldest, which a thief holding the password could already do from Settings.
 */
export const MAX_LIVE_SESSIONS = 100;

/**
 * Signs out the account's live sessions past its newest MAX_LIVE_SESSIONS; how many it signed
 * out. Only live ones count: an ended session (kept 90 days, retention-rules.ts) signed out
 * again on every later sign-in told the channel each time, which cut every open tab's socket.
 */
async function revokeBeyondNewest(db: Db, userId: number, now: Date): Promise<number> {
  // A session lives while either of its tokens does (as retention-rules.ts reads its end).
  const ends = sql<Date>`greatest(expires_at, refresh_expires_at)`;
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where(ends, '>', now)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('access_tokens')
        .select('id')
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where(ends, '>', now)
        .orderBy('id', 'desc')
        .limit(MAX_LIVE_SESSIONS),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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
  const revokedOthers = await revokeBeyondNewest(db, userId, now);
  return { token, refreshToken, tokenId: row.id, revokedOthers };
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
  /** Read with the session when the route asked for it (resolveBearer's `priceHead`). */
  priceHead?: PriceHead;
}

/**
 * What a price panel needs besides its cached inputs (commerce/price-cache.ts): the catalogue's
 * version and the buyer's loyalty level, read in the session's own statement so a signed price
 * call is one round trip, not two (issue 19).
 */
export interface PriceHead {
  catalogVersion: string;
  levelName: string | null;
  levelPercent: number | null;
}

/** last_used_at is written at most once a minute per session to keep reads cheap. */
const touchEveryMs = 60_000;

/** The session functions (0020, 0023) write the last use when it is before this. */
export function touchBefore(now: Date): Date {
  return new Date(now.getTime() - touchEveryMs);
}

interface SessionRow {
  token_id: number;
  id: number;
  email: string;
  name: string;
  locale: string;
  catalog_version: string | null;
  level_name: string | null;
  level_percent: number | null;
}

export async function resolveBearer(
  db: Db,
  token: string,
  now: Date,
  ip: string,
  opts: { priceHead?: boolean } = {},
): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  // Every signed-in request runs this: migration 0020's session_lookup, the lookup and, when the
  // last use is over a minute old, its write, in one call whose plans the connection keeps
  // (issue 19: on PGlite the lookup was parsed and planned per request, the write a round trip
  // more). The price routes' variant also reads the catalogue version and the buyer's level.
  const found = await sql<SessionRow>`
    select * from session_lookup(${hashToken(token)}::text, ${now}::timestamptz, ${touchBefore(now)}::timestamptz,
      ${ip}::text, ${opts.priceHead === true}::boolean)`.execute(db);
  const session = found.rows[0];
  if (session) {
    return {
      id: session.id,
      email: session.email,
      name: session.name,
      tokenId: session.token_id,
      locale: session.locale,
      via: 'session',
      kind: 'live',
      ...(opts.priceHead === true && {
        priceHead: {
          // Never null here: this variant's row is read from catalog_version (0020).
          catalogVersion: session.catalog_version ?? '',
          levelName: session.level_name,
          levelPercent: session.level_percent,
        },
      }),
    };
  }
  return resolveApiKey(db, token);
}

/**
 * The per-user API key (user.key) also authenticates, for scripted use of the API; so does a
 * sandbox account's key, while its owner's account is active too. Sandbox accounts have no
 * password and an email no sign-in accepts, so a key is their only way in. Alone, it is the
 * fallback of a request whose session its action's own statement refused (deferred-session.ts).
 */
export async function resolveApiKey(db: Db, token: string): Promise<AuthUser | null> {
  const byKey = await db
    .selectFrom('users as u')
    .leftJoin('users as owner', 'owner.id', 'u.sandbox_of')
    .select(['u.id', 'u.email', 'u.name', 'u.locale', 'u.sandbox_of', 'owner.status as ownerStatus'])
    .where('u.api_key_hash', '=', apiKeyHash(token))
    .where('u.status', '=', 'active')
    .executeTakeFirst();
  if (!byKey) return null;
  const { sandbox_of, ownerStatus, ...user } = byKey;
  if (sandbox_of !== null && ownerStatus !== 'active') return null;
  return { ...user, tokenId: null, via: 'api-key', kind: sandbox_of === null ? 'live' : 'sandbox' };
}
