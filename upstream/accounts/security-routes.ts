import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import * as contract from '@contracts/security';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { DomainError, fieldError, notFound } from '../server/errors';
import { newTotpSecret, totpUri } from './totp';
import { consumeEmailCodeCounted, verifySecondFactorOnce, verifyTotpOnce } from './one-time-codes';
import { sendCode } from './email-codes';
import { countCodeMail } from './code-mail-limit';
import { newRecoveryCodes, storeRecoveryCodes } from './recovery-codes';
import { describeDevice, displayIp } from './device-info';
import { mailSecurityChange } from './security-change-mail';
import { announceSessionsRevoked } from '../platform/realtime-channel';

export function registerSecurityRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  const twoFactorState = (id: number) =>
    db
      .selectFrom('users')
      .select(['email', 'two_factor_enabled', 'two_factor_secret'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  registerRoute(app, ctx, contract.enableTwoFactor, async ({ me }) => {
    const { id } = me();
    const u = await twoFactorState(id);
    if (u.two_factor_enabled)
      throw new DomainError(409, 'TWO_FACTOR_CHANGED', 'Two-factor authentication is already on.');
    // A code is mailed with the setup, within the address's share of mailed codes (5 an hour), as
    // every code mail is: counted first, so a refusal leaves the pending setup as it was.
    await countCodeMail(db, u.email, ctx.now());
    // The pending secret only takes effect after confirm (two_factor_enabled stays false).
    const secret = newTotpSecret();
    await db
      .updateTable('users')
      .set({ two_factor_secret: secret, updated_at: ctx.now() })
      .where('id', '=', id)
      .execute();
    await sendCode(db, u.email, 'two-factor-on', ctx.now(), ctx.config.webOrigin);
    const otpauth = totpUri(u.email, secret);
    const qr = await QRCode.toString(otpauth, { type: 'svg', margin: 1 });
    return { status: true, secret, otpauth_url: otpauth, qr_svg: qr } as const;
  });

  registerRoute(app, ctx, contract.confirmTwoFactor, async ({ me, body, headers }) => {
    const { id } = me();
    const u = await twoFactorState(id);
    if (u.two_factor_enabled)
      throw new DomainError(409, 'TWO_FACTOR_CHANGED', 'Two-factor authentication is already on.');
    if (!u.two_factor_secret) throw new DomainError(409, 'TWO_FACTOR_CHANGED', 'Start two-factor setup first.');
    // The emailed code proves the mailbox (a stolen session alone is not enough); it is checked
    // first and spent only with the app's code, so a mistyped app code does not cost it.
    const now = ctx.now();
    const emailed = (keep: boolean) =>
      consumeEmailCodeCounted(db, { email: u.email, ip: headers.ip }, u, 'two-factor-on', body.email_code, now, keep);
    const wrongEmailCode = () =>
      fieldError('email_code', 'The emailed code is invalid or has expired.', 'INVALID_CODE');
    if (!(await emailed(true))) throw wrongEmailCode();
    if (!(await verifyTotpOnce(db, id, u.two_factor_secret, body.code, now)))
      throw fieldError('code', 'The code is invalid.', 'INVALID_CODE');
    if (!(await emailed(false))) throw wrongEmailCode();
    const codes = newRecoveryCodes();
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('users')
        .set({ two_factor_enabled: true, updated_at: ctx.now() })
        .where('id', '=', id)
        .execute();
      await storeRecoveryCodes(tx, id, codes);
    });
    return { status: true, message: 'Two-factor authentication is on.', recovery_codes: codes } as const;
  });

  /** Turning two-factor off and new recovery codes: on, and proved with the app's code or a recovery code. */
  const proveSecondFactor = async (id: number, code: string) => {
    const u = await twoFactorState(id);
    if (!u.two_factor_enabled || !u.two_factor_secret)
      throw new DomainError(409, 'TWO_FACTOR_CHANGED', 'Two-factor authentication is off.');
    if (!(await verifySecondFactorOnce(db, id, u.two_factor_secret, code, ctx.now())))
      throw fieldError('code', 'The code is invalid.', 'INVALID_CODE');
  };

  registerRoute(app, ctx, contract.disableTwoFactor, async ({ me, body }) => {
    const { id } = me();
    await proveSecondFactor(id, body.code);
    await db
      .updateTable('users')
      .set({
        two_factor_enabled: false,
        two_factor_secret: null,
        two_factor_last_step: null,
        two_factor_recovery_codes: null,
        updated_at: ctx.now(),
      })
      .where('id', '=', id)
      .execute();
    await mailSecurityChange(ctx, id, 'two-factor-off');
    return { status: true, message: 'Two-factor authentication is off.' } as const;
  });

  registerRoute(app, ctx, contract.newRecoveryCodes, async ({ me, body }) => {
    const { id } = me();
    await proveSecondFactor(id, body.code);
    const codes = newRecoveryCodes();
    await storeRecoveryCodes(db, id, codes);
    return { status: true, recovery_codes: codes } as const;
  });

  registerRoute(app, ctx, contract.listSessions, async ({ me }) => {
    const { id, tokenId } = me();
    const rows = await db
      .selectFrom('access_tokens')
      .select(['id', 'device', 'ip', 'created_at', 'last_used_at'])
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', ctx.now())
      .orderBy('last_used_at', 'desc')
      .execute();
    return {
      data: rows.map((r) => ({
        ...r,
        ...describeDevice(r.device),
        ip: displayIp(r.ip),
        created_at: r.created_at.toISOString(),
        last_used_at: r.last_used_at.toISOString(),
        current: r.id === tokenId,
      })),
    };
  });

  registerRoute(app, ctx, contract.revokeSession, async ({ me, params }) => {
    const result = await db
      .updateTable('access_tokens')
      .set({ revoked_at: ctx.now() })
      .where('id', '=', params.id)
      .where('user_id', '=', me().id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('Session not found.');
    await announceSessionsRevoked(ctx, me().id);
    return { status: true, message: 'The device was signed out.' } as const;
  });

  registerRoute(app, ctx, contract.revokeOtherSessions, async ({ me }) => {
    const { id, tokenId } = me();
    let q = db
      .updateTable('access_tokens')
      .set({ revoked_at: ctx.now() })
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null);
    if (tokenId) q = q.where('id', '!=', tokenId);
    await q.execute();
    await announceSessionsRevoked(ctx, id);
    return { status: true, message: 'Other devices were signed out.' } as const;
  });
}
