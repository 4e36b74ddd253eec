import type { FastifyInstance } from 'fastify';
import * as contract from '@contracts/sandbox';
import type { UpstreamContext } from '../../server/context';
import { registerRoute } from '../../server/register-route';
import { issueSandboxKey, resetSandbox, revokeSandboxKey, sandboxState, setSandboxAutoSms } from './sandbox-accounts';
import { sendSandboxSms } from './sandbox-sms';
import { spendSandboxKeyIssue } from '../../accounts/key-issue-limit';

/**
 * The sandbox key on the settings page (session only: keys never manage keys), the balance reset
 * (the page, or the sandbox key itself), and "deliver a code now" for the sandbox key's purchases.
 */
export function registerSandboxRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  registerRoute(app, ctx, contract.getSandbox, async ({ me }) => ({
    status: true as const,
    data: await sandboxState(ctx, me().id),
  }));

  registerRoute(app, ctx, contract.issueSandboxKey, async ({ me }) => {
    await spendSandboxKeyIssue(ctx, me().id);
    const key = await issueSandboxKey(ctx, me().id);
    return {
      status: true as const,
      message: 'A new sandbox key was issued.',
      key,
      data: await sandboxState(ctx, me().id),
    };
  });

  registerRoute(app, ctx, contract.revokeSandboxKey, async ({ me }) => {
    await revokeSandboxKey(ctx, me().id);
    return { status: true as const, message: 'The sandbox key was revoked.', data: await sandboxState(ctx, me().id) };
  });

  registerRoute(app, ctx, contract.resetSandboxBalance, async ({ me }) => ({
    status: true as const,
    message: 'The sandbox balance was reset.',
    data: await resetSandbox(ctx, me()),
  }));

  registerRoute(app, ctx, contract.updateSandboxSettings, async ({ me, body }) => ({
    status: true as const,
    data: await setSandboxAutoSms(ctx, me().id, body.auto_sms),
  }));

  registerRoute(app, ctx, contract.sendSandboxActivationSms, async ({ me, params }) => ({
    status: true as const,
    data: await sendSandboxSms(ctx, me(), 'activation', params.id),
  }));

  registerRoute(app, ctx, contract.sendSandboxRentSms, async ({ me, params }) => ({
    status: true as const,
    data: await sendSandboxSms(ctx, me(), 'rent', params.id),
  }));
}
