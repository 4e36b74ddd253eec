import type { Db } from '../db/database';
import { assertSpendOne, keys, limits, retryInMinutes, spendOne } from './failure-counter';

/**
 * Codes mailed to one address, whatever asked for them (forgotten password, verification
 * resent, signing in unverified): at most `limits.codeMail` an hour, counted for every address
 * typed, with or without an account, so neither the refusal nor the silence tells which ones
 * have one.
 */

const tooManyCodeMails = retryInMinutes('Too many codes were asked for this address.');

/** Counts one code for `email`, or answers 429 with Retry-After when its hour's share is spent. */
export function countCodeMail(db: Db, email: string, now: Date): Promise<void> {
  return assertSpendOne(db, keys.codeMail(email), limits.codeMail, now, tooManyCodeMails);
}

/** The same count where the answer must not change (sign-in): whether a code may go, counted if so. */
export async function mayMailCode(db: Db, email: string, now: Date): Promise<boolean> {
  return (await spendOne(db, keys.codeMail(email), limits.codeMail, now)) === 0;
}
