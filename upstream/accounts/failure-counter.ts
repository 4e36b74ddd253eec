import { sql } from 'kysely';
import type { Db } from '../db/database';
import { tooManyAttempts } from '../server/errors';
import type { CodePurpose } from './email-codes';

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
 * - one account 5 authenticator (TOTP) codes in 15 minutes: only whoever holds its password or
 *   a session of it gets that far, so counting per account locks out nobody else;
 * - an emailed code (verification, reset) 5 wrong ones in 15 minutes per address typed and
 *   client, so a stranger's guesses never lock the owner out; and 50 per address from all
 *   clients together: every code is void after 5 guesses anyway (email-codes.ts), and the
 *   ceiling caps what many clients guessing at once try in a window (one chance in 20,000 of a
 *   6-digit code) while staying far above what an owner mistyping on a few devices reaches;
 * - one account 5 wrong current passwords in 15 minutes when changing it: a stolen session
 *   must not become an unlimited password oracle;
 * - an address is sent at most 5 codes an hour on request (forgotten password, verification
 *   resent, signing in unverified): anybody may type somebody's address, and without a limit
 *   could fill their inbox;
 * - a client may register 10 accounts an hour (attempts, EMAIL_TAKEN included: the answer tells
 *   whether an address has an account, so it must not be asked in bulk); development stacks
 *   (DEV_ENDPOINTS, refused in production) allow 1,000, as the e2e journeys register every
 *   account from one browser.
 */
export const limits = {
  loginClient: { max: 30, windowMs: 15 * 60_000 },
  loginAccountClient: { max: 5, windowMs: 60_000 },
  totp: { max: 5, windowMs: 15 * 60_000 },
  emailCodeClient: { max: 5, windowMs: 15 * 60_000 },
  emailCodeAddress: { max: 50, windowMs: 15 * 60_000 },
  passwordChange: { max: 5, windowMs: 15 * 60_000 },
  codeMail: { max: 5, windowMs: 60 * 60_000 },
  registerClient: { max: 10, windowMs: 60 * 60_000 },
  registerClientDevelopment: { max: 1_000, windowMs: 60 * 60_000 },
} as const satisfies Record<string, FailureLimit>;

const address = (email: string) => email.trim().toLowerCase();

/** Addresses are counted as typed (normalised), whether or not they have an account: the answer must not tell. */
export const keys = {
  loginClient: (ip: string) => `login:ip:${ip}`,
  loginAccountClient: (email: string, ip: string) => `login:account:${address(email)}:ip:${ip}`,
  totp: (userId: number) => `otp:totp:${userId}`,
  emailCodeClient: (path: CodePurpose, email: string, ip: string) => `otp:${path}:${address(email)}:ip:${ip}`,
  emailCodeAddress: (path: CodePurpose, email: string) => `otp:${path}:${address(email)}`,
  passwordChange: (userId: number) => `password-change:${userId}`,
  codeMail: (email: string) => `mail:${address(email)}`,
  registerClient: (ip: string) => `register:ip:${ip}`,
};

/** A refusal's text that says the wait in whole minutes (the hour and quarter-hour windows). */
export const retryInMinutes =
  (refusal: string) =>
  (seconds: number): string =>
    `${refusal} Please try again in ${Math.ceil(seconds / 60)} minutes.`;

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

/**
 * Counts one use of a budget that successes spend too (codes mailed, registrations): the
 * seconds to wait, counting nothing, when it is spent; 0 once this use is counted.
 */
export async function spendOne(db: Db, key: string, limit: FailureLimit, now: Date): Promise<number> {
  const wait = await retryAfter(db, key, limit, now);
  if (wait === 0) await recordFailure(db, key, limit, now);
  return wait;
}

/** spendOne, answering 429 with Retry-After when the budget is spent. */
export async function assertSpendOne(
  db: Db,
  key: string,
  limit: FailureLimit,
  now: Date,
  message: (seconds: number) => string,
): Promise<void> {
  const wait = await spendOne(db, key, limit, now);
  if (wait > 0) throw tooManyAttempts(wait, message(wait));
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

type Check = readonly [key: string, limit: FailureLimit];

/**
 * One guess of a secret (a code, the current password) under its counters: 429 while any is
 * closed; a wrong guess counts on every one, a right one clears the first (the caller's own).
 */
export async function countedAttempt(
  db: Db,
  checks: readonly [Check, ...Check[]],
  now: Date,
  message: (seconds: number) => string,
  attempt: () => Promise<boolean>,
): Promise<boolean> {
  await assertOpen(db, checks, now, message);
  const ok = await attempt();
  if (ok) await clearFailures(db, checks[0][0]);
  else for (const [key, limit] of checks) await recordFailure(db, key, limit, now);
  return ok;
}

/** Forgets windows that ended long ago; the expiry sweeper calls it. */
export async function pruneFailures(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('auth_failures').where('reset_at', '<=', now).execute();
}
