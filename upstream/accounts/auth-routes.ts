import type { FastifyInstance } from 'fastify';
import * as auth from '@contracts/auth';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { DomainError, fieldError, notFound, unauthenticated } from '../server/errors';
import { hashPassword, verifyPasswordEvenly } from './passwords';
import { sendCode, sendPasswordChanged } from './email-codes';
import { consumeEmailCodeCounted } from './one-time-codes';
import { attachMarketing, createUser, findUserByEmail, isUniqueViolation, takeOverUnverified } from './users';
import { hashToken, newToken } from './tokens';
import { loadUserView } from './user-view';
import { requireSecondFactor, sessionResponse } from './sign-in';
import {
  assertSpendOne,
  clearFailures,
  keys,
  limits,
  retryInMinutes,
  takeAttempt,
  takeCounted,
} from './failure-counter';
import { checkSignInCode } from './sign-in-code';
import { countCodeMail, mayMailCode } from './code-mail-limit';
import { announceSessionsRevoked } from '../platform/realtime-channel';

const codeSent = 'If the address is registered, we have emailed it a code.';
const tooManyLogins = (seconds: number) => `Too many sign-in attempts. Please try again in ${seconds} seconds.`;
const tooManyRegistrations = retryInMinutes('Too many accounts were registered from this network.');

export function registerAuthRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  registerRoute(app, ctx, auth.register, async ({ body, headers }) => {
    // Every attempt counts, EMAIL_TAKEN too: that answer tells whether an address has an account.
    const perClient = ctx.config.devEndpoints ? limits.registerClientDevelopment : limits.registerClient;
    await assertSpendOne(db, keys.registerClient(headers.ip), perClient, ctx.now(), tooManyRegistrations);
    if (await findUserByEmail(db, body.email))
      throw fieldError('email', 'The email has already been taken.', 'EMAIL_TAKEN');
    const passwordHash = await hashPassword(body.password, ctx.config.argon2);
    try {
      await createUser(db, { email: body.email, name: body.name, passwordHash, verifiedAt: null }, headers, ctx.now());
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('email', 'The email has already been taken.', 'EMAIL_TAKEN');
      throw err;
    }
    await sendCode(db, body.email, 'verify-email', ctx.now(), ctx.config.webOrigin);
    return { status: true, message: 'We have emailed you a verification code.', action: 'verify-email' } as const;
  });

  registerRoute(app, ctx, auth.login, async ({ body, headers }) => {
    const now = ctx.now();
    // Per client and per account-and-client: someone else's failures never lock the owner
    // out, and one client spraying passwords across accounts is slowed all the same.
    const perClient = [keys.loginClient(headers.ip), limits.loginClient] as const;
    const perAccount = [keys.loginAccountClient(body.email, headers.ip), limits.loginAccountClient] as const;
    // The attempt is counted before the password is checked, so a burst of guesses sent at
    // once gets no more through than guesses sent one by one; a right password gives it back.
    const attempt = await takeAttempt(db, [perClient, perAccount], now, tooManyLogins);
    // And from all clients together: past its limit the account also takes a mailed code.
    const accountWide = await takeCounted(db, keys.loginAccount(body.email), limits.loginAccount, now);
    const user = await findUserByEmail(db, body.email);
    const mailed = accountWide.over
      ? await checkSignInCode(ctx, { email: body.email, ip: headers.ip }, user, body.email_code)
      : null;
    // Evenly: as slow without an account (or a password) as with one, so time tells nothing.
    const passwordOk = await verifyPasswordEvenly(body.password, user?.password_hash ?? null, ctx.config.argon2);
    if (!user || !passwordOk)
      throw fieldError('email', 'These credentials do not match our records.', 'INVALID_CREDENTIALS');
    await attempt.giveBack();
    await accountWide.giveBack();
    if (user.status !== 'active')
      throw new DomainError(403, 'ACCOUNT_BLOCKED', 'This account is blocked. Contact support.');
    if (!user.email_verified_at) {
      // A new code on every sign-in, within the address's share of mailed codes (else signing
      // in would fill the inbox the limit protects); past it, the one already sent stands.
      const sent = await mayMailCode(db, user.email, now);
      if (sent) await sendCode(db, user.email, 'verify-email', now, ctx.config.webOrigin);
      const message = sent
        ? 'Confirm your email: we have sent you a new code.'
        : 'Confirm your email with the code we have already sent you.';
      throw new DomainError(422, 'EMAIL_NOT_VERIFIED', message, { action: 'verify-email' });
    }
    await requireSecondFactor(ctx, user, body.one_time_password);
    await mailed?.spend();
    await clearFailures(db, perAccount[0]);
    return sessionResponse(ctx, user.id, headers);
  });

  registerRoute(app, ctx, auth.logout, async ({ me }) => {
    const { id, tokenId } = me();
    if (tokenId) {
      await db.updateTable('access_tokens').set({ revoked_at: ctx.now() }).where('id', '=', tokenId).execute();
      // A copy of this session (a stolen cookie driven by a script) may hold an open socket that
      // ignores the page's own disconnect: revoking tells the channel and closes every socket of
      // the user, as any revocation does. The user's other pages reconnect with their own sessions.
      await announceSessionsRevoked(ctx, id);
    }
    return { status: true, message: 'Signed out.' } as const;
  });

  registerRoute(app, ctx, auth.refresh, async ({ body, headers }) => {
    const now = ctx.now();
    const token = newToken();
    const refreshToken = newToken();
    // Rotation in one conditional UPDATE: a refresh token works once, even when two race.
    const row = await db
      .updateTable('access_tokens')
      .set({
        token_hash: hashToken(token),
        refresh_hash: hashToken(refreshToken),
        expires_at: new Date(now.getTime() + ctx.config.accessTokenTtlMs),
        refresh_expires_at: new Date(now.getTime() + ctx.config.refreshTokenTtlMs),
        last_used_at: now,
        ip: headers.ip,
      })
      .where('refresh_hash', '=', hashToken(body.refresh_token))
      .where('revoked_at', 'is', null)
      .where('refresh_expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!row) throw unauthenticated();
    return {
      status: true,
      token,
      token_type: 'Bearer',
      refresh_token: refreshToken,
      expires_at: new Date(now.getTime() + ctx.config.accessTokenTtlMs).toISOString(),
      user: await loadUserView(db, row.user_id),
    } as const;
  });

  registerRoute(app, ctx, auth.verifyEmail, async ({ body, headers }) => {
    const user = await findUserByEmail(db, body.email);
    const attempt = { email: body.email, ip: headers.ip };
    if (!(await consumeEmailCodeCounted(db, attempt, user, 'verify-email', body.code, ctx.now())) || !user) {
      throw fieldError('code', 'The code is invalid or has expired.', 'INVALID_CODE');
    }
    const verified = await db
      .updateTable('users')
      .set({ email_verified_at: ctx.now(), updated_at: ctx.now() })
      .where('id', '=', user.id)
      .where('email_verified_at', 'is', null)
      .executeTakeFirst();
    // Attribution that came with the verification fills the new account's gaps; a customer
    // verified before is nobody's referral for following a link since.
    if (Number(verified.numUpdatedRows) === 1) await attachMarketing(db, user.id, headers);
    await requireSecondFactor(ctx, user, null);
    return sessionResponse(ctx, user.id, headers);
  });

  registerRoute(app, ctx, auth.resendVerification, async ({ body }) => {
    await countCodeMail(db, body.email, ctx.now());
    const user = await findUserByEmail(db, body.email);
    // The same work for every address, mailed only to an unverified account (sendCode says why).
    const deliver = Boolean(user && !user.email_verified_at);
    await sendCode(db, user?.email ?? body.email, 'verify-email', ctx.now(), ctx.config.webOrigin, deliver);
    return { status: true, message: codeSent } as const;
  });

  registerRoute(app, ctx, auth.forgotPassword, async ({ body }) => {
    await countCodeMail(db, body.email, ctx.now());
    const user = await findUserByEmail(db, body.email);
    // The same work for every address, mailed only to an account (sendCode says why).
    await sendCode(db, user?.email ?? body.email, 'reset-password', ctx.now(), ctx.config.webOrigin, Boolean(user));
    return { status: true, message: codeSent } as const;
  });

  registerRoute(app, ctx, auth.resetPassword, async ({ body, headers }) => {
    const user = await findUserByEmail(db, body.email);
    const attempt = { email: body.email, ip: headers.ip };
    if (!(await consumeEmailCodeCounted(db, attempt, user, 'reset-password', body.token, ctx.now())) || !user) {
      throw fieldError('token', 'The code is invalid or has expired.', 'INVALID_CODE');
    }
    const now = ctx.now();
    const passwordHash = await hashPassword(body.password, ctx.config.argon2);
    const takenOver = await db.transaction().execute(async (trx) => {
      // Receiving the code proves the address: an unverified account's owner takes it over, and
      // what its registrant chose (referral, name, key…) goes, as at social sign-in.
      if (await takeOverUnverified(trx, user, { passwordHash, verifiedAt: now }, headers, now)) return true;
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', user.id)
        .execute();
      await trx
        .updateTable('access_tokens')
        .set({ revoked_at: now })
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .execute();
      return false;
    });
    // Every session was signed out: pages still open on them sign out now (SessionsRevoked).
    await announceSessionsRevoked(ctx, user.id);
    // A taken-over account's key was made for its registrant, and is gone: nothing to warn about.
    if (takenOver)
      return {
        status: true,
        message: 'Your password has been reset. Sign in with the new one.',
        api_key_active: false,
      } as const;
    await sendPasswordChanged(db, user.email, ctx.config.webOrigin);
    return {
      status: true,
      message: 'Your password has been reset. Sign in with the new one. Your API key still works.',
      api_key_active: true,
    } as const;
  });

  registerRoute(app, ctx, auth.devOutbox, async ({ query }) => {
    if (!ctx.config.devEndpoints) throw notFound();
    let q = db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').limit(50);
    if (query.email) q = q.where('email', '=', query.email);
    const rows = await q.execute();
    return { data: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
  });
}
