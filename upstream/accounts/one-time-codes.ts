import type { Db } from '../db/database';
import { countedAttempt, keys, limits } from './failure-counter';
import { consumeCode, type CodePurpose } from './email-codes';
import { matchTotp } from './totp';
import { spendRecoveryCode } from './recovery-codes';

/**
 * Every place a one-time code is accepted goes through here, counting wrong codes (five close
 * the path for 15 minutes with 429; failure-counter.ts says per what), and a TOTP time step,
 * once spent, is refused a second time for that account.
 */

const lockedMessage = (seconds: number) => `Too many wrong codes. Try again in ${seconds} seconds.`;

/**
 * Checks an authenticator code against `secret` (the account's, or the pending one during
 * setup) and spends its time step: the conditional update makes two racing uses of one
 * code end with one success.
 */
export function verifyTotpOnce(db: Db, userId: number, secret: string, code: string, now: Date): Promise<boolean> {
  return countedAttempt(db, [[keys.totp(userId), limits.totp]], now, lockedMessage, async () => {
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

/** A second factor accepted: an authenticator code, or a recovery code (with how many are left). */
export interface SecondFactorUse {
  recoveryCodesLeft: number | null;
}

/**
 * Where the second factor is asked: six digits are an authenticator code, anything else is
 * tried as one of the account's recovery codes (recovery-codes.ts). Both count against the
 * same limit of wrong codes. Null when wrong.
 */
export async function verifySecondFactorOnce(
  db: Db,
  userId: number,
  secret: string,
  code: string,
  now: Date,
): Promise<SecondFactorUse | null> {
  if (/^\d{6}$/.test(code))
    return (await verifyTotpOnce(db, userId, secret, code, now)) ? { recoveryCodesLeft: null } : null;
  let left: number | null = null;
  const ok = await countedAttempt(db, [[keys.totp(userId), limits.totp]], now, lockedMessage, async () => {
    left = await spendRecoveryCode(db, userId, code);
    return left !== null;
  });
  return ok ? { recoveryCodesLeft: left } : null;
}

/** Who typed an emailed code: the address as typed and the client. */
export interface CodeAttempt {
  email: string;
  ip: string;
}

/**
 * Spends an emailed code of `purpose` sent to `account` (the account the typed address
 * belongs to, if any). Wrong codes count per address and client, and per address from all
 * clients (failure-counter.ts), for an address without an account too, which no code matches:
 * the answers are the same whether or not it has one. `keep`: see consumeCode.
 */
export function consumeEmailCodeCounted(
  db: Db,
  attempt: CodeAttempt,
  account: { email: string } | undefined,
  purpose: CodePurpose,
  code: string,
  now: Date,
  keep = false,
): Promise<boolean> {
  const checks = [
    [keys.emailCodeClient(purpose, attempt.email, attempt.ip), limits.emailCodeClient],
    [keys.emailCodeAddress(purpose, attempt.email), limits.emailCodeAddress],
  ] as const;
  return countedAttempt(db, checks, now, lockedMessage, async () =>
    account ? consumeCode(db, account.email, purpose, code, now, keep) : false,
  );
}
