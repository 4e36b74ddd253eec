import type { FastifyInstance } from 'fastify';
import * as contract from '@contracts/webhooks';
import { MAX_WEBHOOK_ENDPOINTS } from '@contracts/webhooks';
import type { UpstreamContext } from '../../server/context';
import { registerRoute } from '../../server/register-route';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  sendTestEvent,
  updateEndpoint,
} from './endpoints';

/** Webhook endpoints of the signed-in user (session only: the contract gives keys no access). */
export function registerWebhookRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  registerRoute(app, ctx, contract.listWebhooks, async ({ me }) => ({
    status: true as const,
    data: await listEndpoints(ctx, me().id),
    max: MAX_WEBHOOK_ENDPOINTS,
  }));

  registerRoute(app, ctx, contract.createWebhook, async ({ me, body, reply }) => {
    const created = await createEndpoint(ctx, me().id, body);
    void reply.status(201);
    return { status: true as const, ...created };
  });

  registerRoute(app, ctx, contract.updateWebhook, async ({ me, params, body }) => ({
    status: true as const,
    endpoint: await updateEndpoint(ctx, me().id, params.id, body),
  }));

  registerRoute(app, ctx, contract.deleteWebhook, async ({ me, params }) => {
    await deleteEndpoint(ctx, me().id, params.id);
    return { status: true as const, message: 'Webhook endpoint deleted.' };
  });

  registerRoute(app, ctx, contract.listWebhookDeliveries, async ({ me, params }) => ({
    status: true as const,
    data: await listDeliveries(ctx, me().id, params.id),
  }));

  registerRoute(app, ctx, contract.redeliverWebhook, async ({ me, params, reply }) => {
    const delivery = await redeliver(ctx, me().id, params.id, params.delivery);
    void reply.status(202);
    return { status: true as const, delivery };
  });

  registerRoute(app, ctx, contract.testWebhook, async ({ me, params, reply }) => {
    const delivery = await sendTestEvent(ctx, me().id, params.id);
    void reply.status(202);
    return { status: true as const, delivery };
  });
}
