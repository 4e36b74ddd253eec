import type { Session } from '@contracts/auth';
import type { UpstreamContext } from '../server/context';
import type { ClientHeaders } from '../server/client-headers';
import { DomainError, fieldError } from '../server/errors';
import { issueSession } from './tokens';
import { loadUserView } from './user-view';
import { verifySecondFactorOnce } from './one-time-codes';
import { noticeRecoveryCodeUse } from './recovery-code-notice';
import { alertNewSignIn, isNewDevice } from './new-sign-in-alert';
import { announceSessionsRevoked } from '../platform/realtime-channel';

export async function sessionResponse(ctx: UpstreamContext, userId: number, headers: ClientHeaders): Promise<Session> {
  const now = ctx.now();
  const newDevice = await isNewDevice(ctx, userId, headers.device);
  const issued = await issueSession(ctx.db, ctx.config, userId, headers, now);
  // The cap signed the oldest out: their sockets are cut off as on any revocation. Before the
  // user is read, so the new session's page joins the channel's new epoch; a sign-in within the
  // cap (nearly every one) costs nothing more.
  if (issued.revokedOthers > 0) await announceSessionsRevoked(ctx, userId);
  if (newDevice) await alertNewSignIn(ctx, userId, headers);
  return {
    status: true,
    token: issued.token,
    token_type: 'Bearer',
    refresh_token: issued.refreshToken,
    expires_at: new Date(now.getTime() + ctx.config.accessTokenTtlMs).toISOString(),
    user: await loadUserView(ctx.db, userId),
  };
}

/**
 * The 422 that asks for the authenticator code, or for another one after a wrong code; a
 * social sign-in names the challenge the code answers (social-challenge.ts).
 */
export function needSecondFactor(wrong: boolean, challenge?: string): DomainError {
  const extra = { action: 'need-2fa-code', ...(challenge ? { challenge } : {}) };
  if (!wrong) return new DomainError(422, 'TWO_FACTOR_REQUIRED', 'Enter the code from your authenticator app.', extra);
  const err = fieldError('one_time_password', 'The two-factor code is invalid.', 'INVALID_CODE');
  return new DomainError(422, 'INVALID_CODE', err.message, { ...extra, errors: err.extra.errors });
}

/** The second factor of a password sign-in (an authenticator or recovery code); throws the client's next action. */
export async function requireSecondFactor(
  ctx: UpstreamContext,
  user: { id: number; two_factor_enabled: boolean; two_factor_secret: string | null },
  code: string | null | undefined,
): Promise<void> {
  if (!user.two_factor_enabled || !user.two_factor_secret) return;
  if (!code) throw needSecondFactor(false);
  const use = await verifySecondFactorOnce(ctx.db, user.id, user.two_factor_secret, code, ctx.now());
  if (!use) throw needSecondFactor(true);
  await noticeRecoveryCodeUse(ctx, user.id, use);
}
