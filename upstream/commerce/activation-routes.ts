import type { FastifyInstance } from 'fastify';
import {
  buyActivation as buyRoute,
  cancelActivation as cancelRoute,
  finishActivation as finishRoute,
  latestActivations,
  listActiveActivations,
  readAllActivation as readAllRoute,
  retryActivation as retryRoute,
} from '@contracts/activations';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { activePage, antifraud, latestIds } from './active-lists';
import {
  buyActivation,
  cancelActivation,
  expireActivations,
  finishActivation,
  readAllActivation,
  retryActivation,
  type ActivationResult,
} from './activation-service';
import { actionMessage } from './action-messages';
import { activationEntries } from './entries';

const reply = (r: ActivationResult, message?: string) => ({
  status: true as const,
  ...(message ? { message } : {}),
  activation: r.activation,
  balance: r.balance,
  ...(r.charged ? { charged: r.charged } : {}),
});

export function registerActivationRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  registerRoute(app, ctx, listActiveActivations, async ({ me, query, headers, request }) => {
    const user = me();
    await expireActivations(ctx, { userId: user.id, log: request.log });
    const now = ctx.now();
    const [page, block] = await Promise.all([
      activePage(ctx.db, 'activation', user.id, query, now),
      antifraud(ctx.db, 'activation', user.id, now),
    ]);
    const data = await activationEntries(ctx.db, page.ids, headers.locale);
    return {
      status: true as const,
      numbers: { data, meta: page.meta },
      antifraud: block,
      total_count: page.total_count,
    };
  });

  registerRoute(app, ctx, latestActivations, async ({ me, headers, request }) => {
    const user = me();
    await expireActivations(ctx, { userId: user.id, log: request.log });
    return {
      status: true as const,
      purchases: await activationEntries(ctx.db, await latestIds(ctx.db, 'activation', user.id), headers.locale),
    };
  });

  // Buy and cancel admit the session in their own statement (deferSession): a buy + cancel is
  // 2 round trips, not 4 (issue 19). On the REST twins the key is admitted first: claim is null.
  const defer = { deferSession: true };
  registerRoute(
    app,
    ctx,
    buyRoute,
    async ({ me, claim, body, headers, reply: http }) => {
      const r = await buyActivation(ctx, claim ?? me().id, {
        serviceId: body.service_id,
        countryId: body.country_id,
        operatorId: body.operator_id,
        idempotencyKey: headers.idempotencyKey ?? body.idempotency_key ?? null,
        maxPrice: body.max_price,
      });
      // 201 for a new purchase; a replayed key answers 200 with the original.
      if (r.created) http.status(201);
      return reply(r, r.created ? actionMessage('purchased', headers.locale) : undefined);
    },
    defer,
  );

  registerRoute(
    app,
    ctx,
    cancelRoute,
    async ({ me, claim, params, headers }) =>
      reply(
        await cancelActivation(ctx, claim ?? me().id, params.id),
        actionMessage('activationCancelled', headers.locale),
      ),
    defer,
  );
  registerRoute(app, ctx, finishRoute, async ({ me, params, headers }) =>
    reply(await finishActivation(ctx, me().id, params.id), actionMessage('activationFinished', headers.locale)),
  );
  registerRoute(app, ctx, retryRoute, async ({ me, params, headers }) =>
    reply(await retryActivation(ctx, me().id, params.id), actionMessage('retry', headers.locale)),
  );
  registerRoute(app, ctx, readAllRoute, async ({ me, params }) =>
    reply(await readAllActivation(ctx, me().id, params.id)),
  );
}
