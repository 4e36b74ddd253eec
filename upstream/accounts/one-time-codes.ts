import type { Db } from '../db/database';
import { assertOpen, clearFailures, keys, limits, recordFailure, type CodePath } from './failure-counter';
import { consumeCode, type CodePurpose } from './email-codes';
import { matchTotp } from './totp';

/**
 * Every place a one-time code is accepted goes through here: one failure counter per
 * account and kind of code (five failures close that path for 15 minutes with 429), and
 * a TOTP time step, once spent, is refused a second time for that account.
 */

const lockedMessage = (seconds: number) => `Too many wrong codes. Try again in ${seconds} seconds.`;

async function counted(db: Db, userId: number, path: CodePath, now: Date, check: () => Promise<boolean>) {
  const key = keys.oneTimeCode(path, userId);
  await assertOpen(db, [[key, limits.oneTimeCode]], now, lockedMessage);
  const ok = await check();
  if (ok) await clearFailures(db, key);
  else await recordFailure(db, key, limits.oneTimeCode, now);
  return ok;
}

/**
 * Checks an authenticator code against `secret` (the account's, or the pending one during
 * setup) and spends its time step: the conditional update makes two racing uses of one
 * code end with one success.
 */
export function verifyTotpOnce(db: Db, userId: number, secret: string, code: string, now: Date): Promise<boolean> {
  return counted(db, userId, 'totp', now, async () => {
    const step = await matchTotp(secret, code, now);
    if (step === null) return false;
    const spent = await db
      .updateTable('users')
      .set({ two_factor_last_step: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1;
  });
}

/** Spends an emailed code of `purpose` for this account, counting wrong ones. */
export function consumeEmailCodeCounted(
  db: Db,
  user: { id: number; email: string },
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  return counted(db, user.id, purpose, now, () => consumeCode(db, user.email, purpose, code, now));
}
