import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { tooManyAttempts } from '../../server/errors';

export interface KeyWindow {
  max: number;
  windowMs: number;
}

export interface KeyAllowance {
  limit: number;
  remaining: number;
  /** Seconds until the window ends. */
  resetIn: number;
}

/**
 * The counter row of one key. Only a hash of the key is stored: the table is the fixed-window
 * counter table (`auth_failures`, which the login throttles use and the sweeper prunes), and a
 * database reader must not find working keys there.
 */
export function keyCounter(apiKey: string): string {
  return `api-v1:key:${createHash('sha256').update(apiKey).digest('hex').slice(0, 32)}`;
}

/**
 * Counts one request of a key in one statement (a fixed window shared by every upstream process,
 * like failure-counter.ts) and refuses it with 429 RATE_LIMITED and Retry-After once the window
 * is full. Refused requests count too, so a client that ignores Retry-After stays refused.
 */
export async function admitKeyRequest(db: Db, apiKey: string, window: KeyWindow, now: Date): Promise<KeyAllowance> {
  const resetAt = new Date(now.getTime() + window.windowMs);
  const row = await db
    .insertInto('auth_failures')
    .values({ key: keyCounter(apiKey), count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when auth_failures.reset_at <= ${now} then 1 else auth_failures.count + 1 end`,
        reset_at: sql<Date>`case when auth_failures.reset_at <= ${now} then ${resetAt} else auth_failures.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  const resetIn = Math.max(1, Math.ceil((row.reset_at.getTime() - now.getTime()) / 1000));
  if (row.count > window.max) {
    throw tooManyAttempts(
      resetIn,
      `Too many requests with this API key: ${window.max} a minute. Retry in ${resetIn} s.`,
    );
  }
  return { limit: window.max, remaining: window.max - row.count, resetIn };
}
