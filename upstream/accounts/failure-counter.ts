import ipaddr from 'ipaddr.js';
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
 * - one account 10 wrong passwords an hour from all clients together, past which signing in to
 *   it also takes a code mailed to the account (sign-in-code.ts): guesses spread over many
 *   networks meet that instead of a lock, which would let anybody lock the owner out;
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
  loginAccount: { max: 10, windowMs: 60 * 60_000 },
  totp: { max: 5, windowMs: 15 * 60_000 },
  emailCodeClient: { max: 5, windowMs: 15 * 60_000 },
  emailCodeAddress: { max: 50, windowMs: 15 * 60_000 },
  passwordChange: { max: 5, windowMs: 15 * 60_000 },
  codeMail: { max: 5, windowMs: 60 * 60_000 },
  registerClient: { max: 10, windowMs: 60 * 60_000 },
  registerClientDevelopment: { max: 1_000, windowMs: 60 * 60_000 },
} as const satisfies Record<string, FailureLimit>;

const address = (email: string) => email.trim().toLowerCase();

/**
 * The client a per-client counter counts: an IPv4 address (unwrapped from ::ffff:a.b.c.d), or
 * an IPv6 address's /64. Why the /64: one home or one server is given a whole /64 (2^64
 * addresses), so counting each address let one client start afresh by changing its own.
 */
export function clientOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${new ipaddr.IPv6([...parsed.toByteArray().slice(0, 8), ...Array<number>(8).fill(0)]).toString()}/64`;
}

/** Addresses are counted as typed (normalised), whether or not they have an account: the answer must not tell. */
export const keys = {
  loginClient: (ip: string) => `login:ip:${clientOf(ip)}`,
  loginAccountClient: (email: string, ip: string) => `login:account:${address(email)}:ip:${clientOf(ip)}`,
  loginAccount: (email: string) => `login:account:${address(email)}`,
  totp: (userId: number) => `otp:totp:${userId}`,
  emailCodeClient: (path: CodePurpose, email: string, ip: string) => `otp:${path}:${address(email)}:ip:${clientOf(ip)}`,
  emailCodeAddress: (path: CodePurpose, email: string) => `otp:${path}:${address(email)}`,
  passwordChange: (userId: number) => `password-change:${userId}`,
  codeMail: (email: string) => `mail:${address(email)}`,
  registerClient: (ip: string) => `register:ip:${clientOf(ip)}`,
};

/** A refusal's text that says the wait in whole minutes (the hour and quarter-hour windows). */
export const retryInMinutes =
  (refusal: string) =>
  (seconds: number): string =>
    `${refusal} Please try again in ${Math.ceil(seconds / 60)} minutes.`;

/**
 * One attempt taken from a counter before the guess is checked, and the window it counts in.
 *
 * Why take first: a read of the count, then the guess, then a write of the failure let every
 * request of a burst read the count before any failure was written (1,000 logins sent at once
 * all passed a check of "under 5"). Taking the attempt in the statement that counts it lets
 * `max` of them through, however many race; a right guess gives its attempt back.
 */
interface Taken {
  key: string;
  limit: FailureLimit;
  count: number;
  resetAt: Date;
}

async function take(db: Db, key: string, limit: FailureLimit, now: Date): Promise<Taken> {
  const resetAt = new Date(now.getTime() + limit.windowMs);
  const row = await db
    .insertInto('auth_failures')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when auth_failures.reset_at <= ${now} then 1 else auth_failures.count + 1 end`,
        reset_at: sql<Date>`case when auth_failures.reset_at <= ${now} then ${resetAt} else auth_failures.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { key, limit, count: row.count, resetAt: row.reset_at };
}

/** Seconds until the window of an attempt taken past its limit ends; 0 when it was within it. */
const waitOf = (taken: Taken, now: Date) =>
  taken.count > taken.limit.max ? Math.max(1, Math.ceil((taken.resetAt.getTime() - now.getTime()) / 1000)) : 0;

/** Gives attempts back, each to the window it was taken in (a window that ended since is left alone). */
async function giveBack(db: Db, taken: readonly Taken[]): Promise<void> {
  for (const { key, resetAt } of taken)
    await db
      .updateTable('auth_failures')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('reset_at', '=', resetAt)
      .where('count', '>', 0)
      .execute();
}

type Check = readonly [key: string, limit: FailureLimit];

/** An attempt on each of `checks`, held until the guess is known: a wrong one keeps them, a right one gives them back. */
export interface Attempt {
  giveBack(): Promise<void>;
}

/**
 * Takes one attempt from every counter of `checks`, or answers 429 with Retry-After (taking
 * nothing) when any of them is spent. What is taken counts as a failure unless given back.
 */
export async function takeAttempt(
  db: Db,
  checks: readonly Check[],
  now: Date,
  message: (seconds: number) => string,
): Promise<Attempt> {
  const taken: Taken[] = [];
  for (const [key, limit] of checks) taken.push(await take(db, key, limit, now));
  const wait = Math.max(0, ...taken.map((t) => waitOf(t, now)));
  if (wait > 0) {
    await giveBack(db, taken);
    throw tooManyAttempts(wait, message(wait));
  }
  return { giveBack: () => giveBack(db, taken) };
}

/**
 * Takes an attempt from a counter that refuses nothing: `over` once `limit.max` were taken in
 * its window before this one, for a caller that then asks for more proof instead of refusing.
 */
export async function takeCounted(
  db: Db,
  key: string,
  limit: FailureLimit,
  now: Date,
): Promise<Attempt & { over: boolean }> {
  const taken = await take(db, key, limit, now);
  return { over: taken.count > limit.max, giveBack: () => giveBack(db, [taken]) };
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('key', '=', key).execute();
}

/**
 * Counts one use of a budget that successes spend too (codes mailed, registrations): the
 * seconds to wait, counting nothing, when it is spent; 0 once this use is counted.
 */
export async function spendOne(db: Db, key: string, limit: FailureLimit, now: Date): Promise<number> {
  const taken = await take(db, key, limit, now);
  const wait = waitOf(taken, now);
  if (wait > 0) await giveBack(db, [taken]);
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

/**
 * One guess of a secret (a code, the current password) under its counters: 429 while any is
 * spent; a wrong guess counts on every one, a right one clears the first (the caller's own).
 */
export async function countedAttempt(
  db: Db,
  checks: readonly [Check, ...Check[]],
  now: Date,
  message: (seconds: number) => string,
  attempt: () => Promise<boolean>,
): Promise<boolean> {
  const held = await takeAttempt(db, checks, now, message);
  const ok = await attempt();
  if (ok) {
    await held.giveBack();
    await clearFailures(db, checks[0][0]);
  }
  return ok;
}

/** Forgets windows that ended long ago; the expiry sweeper calls it. */
export async function pruneFailures(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('auth_failures').where('reset_at', '<=', now).execute();
}
