import type { FastifyInstance } from 'fastify';
import {
  buyRent as buyRoute,
  cancelRent as cancelRoute,
  extendRent as extendRoute,
  finishRent as finishRoute,
  getExtendPrice,
  latestRents,
  listActiveRents,
  readAllRent as readAllRoute,
} from '@contracts/rent';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { activePage, antifraud, latestIds } from './active-lists';
import { rentEntries } from './entries';
import {
  buyRent,
  cancelRent,
  expireRentals,
  extendPrices,
  extendRent,
  finishRent,
  readAllRent,
  type RentResult,
} from './rent-service';
import { actionMessage } from './action-messages';

const reply = (r: RentResult, message?: string) => ({
  status: true as const,
  ...(message ? { message } : {}),
  rent: r.rent,
  balance: r.balance,
  ...(r.charged ? { charged: r.charged } : {}),
});

export function registerRentRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  registerRoute(app, ctx, listActiveRents, async ({ me, query, headers, request }) => {
    const user = me();
    await expireRentals(ctx, { userId: user.id, log: request.log });
    const now = ctx.now();
    const [page, block] = await Promise.all([
      activePage(ctx.db, 'rent', user.id, query, now),
      antifraud(ctx.db, 'rent', user.id, now),
    ]);
    return {
      status: true as const,
      numbers: { data: await rentEntries(ctx.db, page.ids, headers.locale), meta: page.meta },
      antifraud: block,
      total_count: page.total_count,
    };
  });
  registerRoute(app, ctx, latestRents, async ({ me, headers, request }) => {
    const user = me();
    await expireRentals(ctx, { userId: user.id, log: request.log });
    return {
      status: true as const,
      purchases: await rentEntries(ctx.db, await latestIds(ctx.db, 'rent', user.id), headers.locale),
    };
  });
  registerRoute(app, ctx, buyRoute, async ({ me, body, headers, reply: http }) => {
    const r = await buyRent(ctx, me().id, {
      serviceId: body.service_id,
      countryId: body.country_id,
      period: body.period,
      operatorId: body.operator_id,
      idempotencyKey: headers.idempotencyKey ?? body.idempotency_key ?? null,
      maxPrice: body.max_price,
    });
    if (r.created) http.status(201);
    return reply(r, r.created ? actionMessage('rented', headers.locale) : undefined);
  });
  registerRoute(app, ctx, getExtendPrice, async ({ me, params }) => ({
    status: true as const,
    data: await extendPrices(ctx, me().id, params.id),
  }));
  registerRoute(app, ctx, extendRoute, async ({ me, params, body, headers, reply: http }) => {
    const r = await extendRent(ctx, me().id, params.id, body.period, {
      key: headers.idempotencyKey ?? body.idempotency_key ?? null,
      maxPrice: body.max_price,
    });
    // 201 for a new (charged) extension, as for a purchase; a replayed key answers 200.
    if (r.charged) http.status(201);
    return reply(r, actionMessage('rentExtended', headers.locale));
  });
  registerRoute(app, ctx, cancelRoute, async ({ me, params, headers }) =>
    reply(await cancelRent(ctx, me().id, params.id), actionMessage('rentCancelled', headers.locale)),
  );
  registerRoute(app, ctx, finishRoute, async ({ me, params, headers }) =>
    reply(await finishRent(ctx, me().id, params.id), actionMessage('rentFinished', headers.locale)),
  );
  registerRoute(app, ctx, readAllRoute, async ({ me, params }) => reply(await readAllRent(ctx, me().id, params.id)));
}
