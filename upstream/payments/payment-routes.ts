import type { FastifyInstance } from 'fastify';
import {
  createTopUp as topUpRoute,
  getPaymentHistory,
  getPaymentHistoryOptions,
  getPayments,
  paymentWebhook,
} from '@contracts/payments';
import type { UpstreamContext } from '../server/context';
import { databaseZone } from '../server/zone-days';
import { registerRoute } from '../server/register-route';
import { signedClaimOf, verifySignedRequest } from '../commerce/signed-request';
import { paymentHistory } from './payment-history';
import { registerDemoPayPage } from './demo-pay-page';
import { registerStatementRoutes } from './statement';
import { codeView, createTopUp, enabledSystems, expirePayments, settlePayment, systemView } from './payment-service';

export async function registerPaymentRoutes(app: FastifyInstance, ctx: UpstreamContext): Promise<void> {
  // The demo gateway's payment page; production refuses to start with the demo gateway on.
  if (ctx.config.demoGateway) registerDemoPayPage(app, ctx);
  registerStatementRoutes(app, ctx);
  registerRoute(app, ctx, getPayments, async ({ me, headers, request }) => {
    const user = me();
    const now = ctx.now();
    await expirePayments(ctx.db, now, request.log);
    const systems = await enabledSystems(ctx.db);
    const pending = await ctx.db
      .selectFrom('payments as p')
      .innerJoin('payment_systems as s', 's.id', 'p.system_id')
      .select([
        'p.transaction_id',
        'p.address',
        'p.qr_payload',
        'p.amount',
        'p.expires_at',
        'p.pay_currency',
        'p.pay_amount',
        'p.rate',
        'p.rate_expires_at',
        's.key',
      ])
      .where('p.user_id', '=', user.id)
      .where('p.status', '=', 'pending')
      .orderBy('p.id')
      .execute();
    return {
      status: true as const,
      default_system: (systems.find((s) => s.is_default) ?? systems[0])?.key ?? '',
      systems: Object.fromEntries(systems.map((s) => [s.key, systemView(s, headers.locale)])),
      active_payments: Object.fromEntries(pending.map((p) => [p.transaction_id, codeView(p, p.key)])),
    };
  });
  registerRoute(app, ctx, topUpRoute, async ({ me, body }) => ({
    status: true as const,
    data: await createTopUp(ctx, me().id, body.system, body.amount),
  }));
  registerRoute(app, ctx, getPaymentHistory, async ({ me, query, headers }) => ({
    status: true as const,
    history: await paymentHistory(ctx.db, me().id, query, ctx.now(), {
      locale: headers.locale,
      zone: await databaseZone(ctx.db, headers.zone),
    }),
  }));
  registerRoute(app, ctx, getPaymentHistoryOptions, async ({ headers }) => ({
    status: true as const,
    data: (await enabledSystems(ctx.db)).map((s) => {
      const { id, key, name, icon } = systemView(s, headers.locale);
      return { id, key, name, icon };
    }),
  }));
  await app.register(async (scope) => {
    scope.addHook('preHandler', async (request) => {
      await verifySignedRequest(ctx.db, request, ctx.config.paymentWebhookSecret, 'payment', ctx.now());
    });
    // The request's logger (a pino child of ctx.log): the settlement line carries the gateway call's request id.
    registerRoute(scope, ctx, paymentWebhook, async ({ body, request }) => ({
      status: true as const,
      ...(await settlePayment({ ...ctx, log: request.log as UpstreamContext['log'] }, body, signedClaimOf(request))),
    }));
  });
}
