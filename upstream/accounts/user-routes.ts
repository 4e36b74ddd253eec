import type { FastifyInstance } from 'fastify';
import * as contract from '@contracts/user';
import type { Db } from '../db/database';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { fieldError } from '../server/errors';
import { loadUserView } from './user-view';
import { hashPassword, verifyPassword } from './passwords';
import { apiKeyColumns, apiKeyHint, newApiKey } from './api-keys';
import { countedAttempt, keys, limits, retryInMinutes } from './failure-counter';
import { mailSecurityChange } from './security-change-mail';
import { spendApiKeyIssue } from './key-issue-limit';
import { announceSessionsRevoked } from '../platform/realtime-channel';

const tooManyPasswords = retryInMinutes('Too many wrong passwords.');

/**
 * The current password, asked before a new one: wrong ones are counted per account, as sign-in
 * counts them, so a stolen session cannot test passwords freely.
 */
async function assertCurrentPassword(db: Db, userId: number, hash: string, password: string, now: Date) {
  const perAccount = [[keys.passwordChange(userId), limits.passwordChange]] as const;
  if (!(await countedAttempt(db, perAccount, now, tooManyPasswords, () => verifyPassword(password, hash))))
    throw fieldError('current_password', 'The current password is incorrect.', 'WRONG_PASSWORD');
}

export function registerUserRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  registerRoute(app, ctx, contract.getUser, async ({ me }) => ({ user: await loadUserView(db, me().id) }));

  registerRoute(app, ctx, contract.updateSettings, async ({ me, body }) => {
    const { id } = me();
    if (Object.keys(body).length > 0) {
      await db
        .updateTable('users')
        .set({ ...body, updated_at: ctx.now() })
        .where('id', '=', id)
        .execute();
    }
    return { status: true, message: 'Settings saved.', user: await loadUserView(db, id) } as const;
  });

  registerRoute(app, ctx, contract.changePassword, async ({ me, body }) => {
    const { id, tokenId } = me();
    const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    const now = ctx.now();
    // Social-only accounts have no password yet; they may set one without the current.
    if (row.password_hash) await assertCurrentPassword(db, id, row.password_hash, body.current_password, now);
    const hash = await hashPassword(body.password, ctx.config.argon2);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: hash, updated_at: now }).where('id', '=', id).execute();
      let others = trx
        .updateTable('access_tokens')
        .set({ revoked_at: now })
        .where('user_id', '=', id)
        .where('revoked_at', 'is', null);
      if (tokenId) others = others.where('id', '!=', tokenId);
      await others.execute();
    });
    await announceSessionsRevoked(ctx, id);
    await mailSecurityChange(ctx, id, 'password');
    return { status: true, message: 'Password changed. Other devices were signed out.' } as const;
  });

  registerRoute(app, ctx, contract.regenerateApiKey, async ({ me }) => {
    const user = me();
    const { id } = user;
    await spendApiKeyIssue(ctx, user);
    const key = newApiKey();
    await db
      .updateTable('users')
      .set({ ...apiKeyColumns(key), updated_at: ctx.now() })
      .where('id', '=', id)
      .execute();
    // The key outlives a password change and signed-out sessions: the owner hears of a new one.
    await mailSecurityChange(ctx, id, 'api-key');
    return { status: true, message: 'A new API key was issued.', key, key_hint: apiKeyHint(key) } as const;
  });
}
