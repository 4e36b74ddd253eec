import { createHash, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Two-factor recovery codes: ten one-use codes shown once when two-factor is turned on (and
 * when the user asks for new ones). Each stands in for an authenticator code where one is
 * asked (sign-in, turning two-factor off, new codes), so a lost phone does not lock the
 * account's balance away. Only their SHA-256 is kept: 50 random bits a code, and every guess
 * counts against the same limit as authenticator codes (one-time-codes.ts).
 */

export const RECOVERY_CODE_COUNT = 10;

// Lower case without the look-alikes (i, l, o, 0, 1): read off paper and typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

const randomPart = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** "k7m2p-x9qra": ten characters in two halves. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomPart()}-${randomPart()}`);

/** The code as typed, in any case, with or without its dash or spaces; null when it is not one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(code) ? code : null;
}

export const recoveryCodeHash = (code: string): string =>
  createHash('sha256')
    .update(normalizeRecoveryCode(code) ?? code)
    .digest('hex');

/** Replaces the account's codes (null: none, when two-factor goes off). */
export async function storeRecoveryCodes(db: Db, userId: number, codes: string[] | null): Promise<void> {
  await db
    .updateTable('users')
    .set({ two_factor_recovery_codes: codes && codes.map(recoveryCodeHash) })
    .where('id', '=', userId)
    .execute();
}

/**
 * Spends one code: removed in one conditional update, so two racing uses of it end with one
 * success. Returns how many are left, or null when the code is not one of the account's.
 */
export async function spendRecoveryCode(db: Db, userId: number, typed: string): Promise<number | null> {
  const code = normalizeRecoveryCode(typed);
  if (code === null) return null;
  const hash = recoveryCodeHash(code);
  const row = await db
    .updateTable('users')
    .set({ two_factor_recovery_codes: sql<string[]>`array_remove(two_factor_recovery_codes, ${hash})` })
    .where('id', '=', userId)
    .where(sql<boolean>`${hash} = any(two_factor_recovery_codes)`)
    .returning(sql<number>`coalesce(cardinality(two_factor_recovery_codes), 0)`.as('left'))
    .executeTakeFirst();
  return row ? Number(row.left) : null;
}
