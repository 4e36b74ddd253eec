import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { DomainError } from '../server/errors';
import { verifySecondFactorOnce, type SecondFactorUse } from './one-time-codes';
import { needSecondFactor } from './sign-in';

/**
 * A social sign-in that passed the provider and waits for the authenticator code. The
 * provider's code is spent before this exists, so guesses go against this challenge alone:
 * it lives five minutes, serves one provider, and is spent on success or the fifth wrong
 * code. Only the token's hash is stored.
 */
const ttlMs = 5 * 60_000;
const maxFailures = 5;

const hash = (token: string) => createHash('sha256').update(`login-challenge:${token}`).digest('hex');

export interface ChallengeIdentity {
  userId: number;
  provider: string;
  providerUserId: string;
  email: string;
}

export async function openChallenge(db: Db, who: ChallengeIdentity, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('login_challenges')
    .values({
      token_hash: hash(token),
      user_id: who.userId,
      purpose: 'social-2fa',
      provider: who.provider,
      provider_user_id: who.providerUserId,
      email: who.email,
      expires_at: new Date(now.getTime() + ttlMs),
    })
    .execute();
  return token;
}

const expired = () =>
  new DomainError(422, 'CHALLENGE_EXPIRED', 'This sign-in has expired. Sign in with the provider again.');

/** Answers the challenge with `code`: the identity on success, a 422 (or 429) otherwise. */
export async function answerChallenge(
  db: Db,
  token: string,
  provider: string,
  code: string | null | undefined,
  now: Date,
): Promise<ChallengeIdentity & { secondFactor: SecondFactorUse }> {
  const row = await db
    .selectFrom('login_challenges as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'c.provider_user_id', 'c.email', 'u.two_factor_secret', 'u.two_factor_enabled'])
    .where('c.token_hash', '=', hash(token))
    .where('c.provider', '=', provider)
    .where('c.purpose', '=', 'social-2fa')
    .where('c.used_at', 'is', null)
    .where('c.expires_at', '>', now)
    .where('c.failures', '<', maxFailures)
    .executeTakeFirst();
  if (!row) throw expired();
  if (!code) throw needSecondFactor(false, token);
  // The guess is counted before it is checked: of guesses sent at once, `maxFailures` at most
  // are tried on this challenge (the account's own counter, one-time-codes.ts, takes first too).
  const counted = await db
    .updateTable('login_challenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', row.id)
    .where('failures', '<', maxFailures)
    .returning('failures')
    .executeTakeFirst();
  if (!counted) throw expired();
  const use: SecondFactorUse | null =
    !row.two_factor_enabled || !row.two_factor_secret
      ? { recoveryCodesLeft: null }
      : await verifySecondFactorOnce(db, row.user_id, row.two_factor_secret, code, now);
  if (!use) {
    if (counted.failures >= maxFailures) throw expired();
    throw needSecondFactor(true, token);
  }
  const spent = await db
    .updateTable('login_challenges')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) throw expired();
  return {
    userId: row.user_id,
    provider,
    providerUserId: row.provider_user_id,
    email: row.email,
    secondFactor: use,
  };
}
