import { sql } from 'kysely';
import type { Db } from '../db/database';
import { tooManyAttempts } from '../server/errors';

/**
 * Failure counters in the database, so every upstream process sees the same count and a
 * restart forgets nothing: `max` failures inside `windowMs` close the key until the window
 * that the first failure opened ends (Laravel's RateLimiter, fixed window).
 */
export interface FailureLimit {
  max: number;
  windowMs: number;
}

/**
 * What each throttle allows:
 * - a client (IP) may fail 30 sign-ins in 15 minutes across all accounts (password spraying);
 * - one account from one client 5 a minute, so nobody else's failures lock the owner out;
 * - one account and one kind of one-time code 5 in 15 minutes, from any client;
 * - an address is sent at most 5 codes an hour on request (forgotten password, verification
 *   resent): anybody may type somebody's address, and without a limit could fill their inbox.
 */
export const limits = {
  loginClient: { max: 30, windowMs: 15 * 60_000 },
  loginAccountClient: { max: 5, windowMs: 60_000 },
  oneTimeCode: { max: 5, windowMs: 15 * 60_000 },
  codeMail: { max: 5, windowMs: 60 * 60_000 },
} as const satisfies Record<string, FailureLimit>;

/** Kinds of one-time code, each counted apart for an account. */
export type CodePath = 'totp' | 'verify-email' | 'reset-password';

export const keys = {
  loginClient: (ip: string) => `login:ip:${ip}`,
  loginAccountClient: (email: string, ip: string) => `login:account:${email.trim().toLowerCase()}:ip:${ip}`,
  oneTimeCode: (path: CodePath, userId: number) => `otp:${path}:${userId}`,
  /** Per address typed, whether or not it has an account: the answer must not tell. */
  codeMail: (email: string) => `mail:${email.trim().toLowerCase()}`,
};

/** Seconds until `key` may try again; 0 when it may try now. */
export async function retryAfter(db: Db, key: string, limit: FailureLimit, now: Date): Promise<number> {
  const row = await db
    .selectFrom('auth_failures')
    .select(['count', 'reset_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.count < limit.max || row.reset_at.getTime() <= now.getTime()) return 0;
  return Math.ceil((row.reset_at.getTime() - now.getTime()) / 1000);
}

/** Counts one failure in one statement, so racing failures are all counted. */
export async function recordFailure(db: Db, key: string, limit: FailureLimit, now: Date): Promise<void> {
  const resetAt = new Date(now.getTime() + limit.windowMs);
  await db
    .insertInto('auth_failures')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when auth_failures.reset_at <= ${now} then 1 else auth_failures.count + 1 end`,
        reset_at: sql<Date>`case when auth_failures.reset_at <= ${now} then ${resetAt} else auth_failures.reset_at end`,
      }),
    )
    .execute();
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('key', '=', key).execute();
}

/** 429 with Retry-After when any of `checks` is closed. */
export async function assertOpen(
  db: Db,
  checks: readonly (readonly [string, FailureLimit])[],
  now: Date,
  message: (seconds: number) => string,
): Promise<void> {
  const waits = await Promise.all(checks.map(([key, limit]) => retryAfter(db, key, limit, now)));
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw tooManyAttempts(wait, message(wait));
}

/** Forgets windows that ended long ago; the expiry sweeper calls it. */
export async function pruneFailures(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('auth_failures').where('reset_at', '<=', now).execute();
}
