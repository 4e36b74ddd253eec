import type { FastifyInstance } from 'fastify';
import * as auth from '@contracts/auth';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { DomainError, fieldError, notFound, unauthenticated } from '../server/errors';
import { hashPassword, verifyPassword } from './passwords';
import { sendCode, sendPasswordChanged } from './email-codes';
import { consumeEmailCodeCounted } from './one-time-codes';
import { attachMarketing, createUser, findUserByEmail, isUniqueViolation } from './users';
import { hashToken, newToken } from './tokens';
import { loadUserView } from './user-view';
import { requireSecondFactor, sessionResponse } from './sign-in';
import { assertOpen, clearFailures, keys, limits, recordFailure } from './failure-counter';

const codeSent = 'If the address is registered, we have emailed it a code.';
const tooManyCodeMails = (seconds: number) =>
  `Too many codes were asked for this address. Please try again in ${Math.ceil(seconds / 60)} minutes.`;
const tooManyLogins = (seconds: number) => `Too many sign-in attempts. Please try again in ${seconds} seconds.`;

export function registerAuthRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  registerRoute(app, ctx, auth.register, async ({ body, headers }) => {
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
    await assertOpen(db, [perClient, perAccount], now, tooManyLogins);
    const user = await findUserByEmail(db, body.email);
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      for (const [key, limit] of [perClient, perAccount]) await recordFailure(db, key, limit, now);
      throw fieldError('email', 'These credentials do not match our records.', 'INVALID_CREDENTIALS');
    }
    if (user.status !== 'active')
      throw new DomainError(403, 'ACCOUNT_BLOCKED', 'This account is blocked. Contact support.');
    if (!user.email_verified_at) {
      await sendCode(db, user.email, 'verify-email', now, ctx.config.webOrigin);
      throw new DomainError(422, 'EMAIL_NOT_VERIFIED', 'Confirm your email: we have sent you a new code.', {
        action: 'verify-email',
      });
    }
    await requireSecondFactor(ctx, user, body.one_time_password);
    await clearFailures(db, perAccount[0]);
    return sessionResponse(ctx, user.id, headers);
  });

  registerRoute(app, ctx, auth.logout, async ({ me }) => {
    const { tokenId } = me();
    if (tokenId)
      await db.updateTable('access_tokens').set({ revoked_at: ctx.now() }).where('id', '=', tokenId).execute();
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
    if (!user || !(await consumeEmailCodeCounted(db, user, 'verify-email', body.code, ctx.now()))) {
      throw fieldError('code', 'The code is invalid or has expired.', 'INVALID_CODE');
    }
    await db
      .updateTable('users')
      .set({ email_verified_at: ctx.now(), updated_at: ctx.now() })
      .where('id', '=', user.id)
      .where('email_verified_at', 'is', null)
      .execute();
    await attachMarketing(db, user.id, headers);
    await requireSecondFactor(ctx, user, null);
    return sessionResponse(ctx, user.id, headers);
  });

  /**
   * Codes mailed on request: at most `limits.codeMail` an hour to one address, counted for every
   * address typed, with or without an account, so the refusal tells nobody which ones have one.
   */
  const countCodeMail = async (email: string) => {
    const now = ctx.now();
    const check = [keys.codeMail(email), limits.codeMail] as const;
    await assertOpen(db, [check], now, tooManyCodeMails);
    await recordFailure(db, check[0], check[1], now);
  };

  registerRoute(app, ctx, auth.resendVerification, async ({ body }) => {
    await countCodeMail(body.email);
    const user = await findUserByEmail(db, body.email);
    if (user && !user.email_verified_at)
      await sendCode(db, user.email, 'verify-email', ctx.now(), ctx.config.webOrigin);
    return { status: true, message: codeSent } as const;
  });

  registerRoute(app, ctx, auth.forgotPassword, async ({ body }) => {
    await countCodeMail(body.email);
    const user = await findUserByEmail(db, body.email);
    if (user) await sendCode(db, user.email, 'reset-password', ctx.now(), ctx.config.webOrigin);
    return { status: true, message: codeSent } as const;
  });

  registerRoute(app, ctx, auth.resetPassword, async ({ body }) => {
    const user = await findUserByEmail(db, body.email);
    if (!user || !(await consumeEmailCodeCounted(db, user, 'reset-password', body.token, ctx.now()))) {
      throw fieldError('token', 'The code is invalid or has expired.', 'INVALID_CODE');
    }
    const now = ctx.now();
    const passwordHash = await hashPassword(body.password, ctx.config.argon2);
    await db.transaction().execute(async (trx) => {
      // Receiving the code proves the address, so a reset also verifies it.
      await trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          updated_at: now,
          email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
        }))
        .where('id', '=', user.id)
        .execute();
      await trx
        .updateTable('access_tokens')
        .set({ revoked_at: now })
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .execute();
    });
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
