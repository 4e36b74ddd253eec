import type { FastifyInstance } from 'fastify';
import * as contract from '@contracts/docs';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { likePatterns } from '../platform/paging';

/** Read-only views of commerce's catalogue tables for the API documentation pages. */
export function registerDocsRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  registerRoute(app, ctx, contract.listDocServices, async ({ query }) => {
    let q = db.selectFrom('services').select(['id', 'slug', 'name']);
    for (const p of likePatterns(query.search))
      q = q.where((eb) => eb.or([eb('name', 'ilike', p), eb('slug', 'ilike', p)]));
    return { status: true, data: await q.orderBy('position').orderBy('id').execute() } as const;
  });

  registerRoute(app, ctx, contract.listDocCountries, async ({ query }) => {
    let q = db.selectFrom('countries').select(['id', 'iso', 'name', 'phone_code']);
    for (const p of likePatterns(query.search))
      q = q.where((eb) => eb.or([eb('name', 'ilike', p), eb('iso', 'ilike', p)]));
    return { status: true, data: await q.orderBy('position').orderBy('id').execute() } as const;
  });

  registerRoute(app, ctx, contract.listDocOperators, async ({ query }) => {
    let q = db.selectFrom('operators').select(['id', 'country_id', 'slug', 'name']);
    if (query.country_id) q = q.where('country_id', '=', query.country_id);
    return { status: true, data: await q.orderBy('country_id').orderBy('id').execute() } as const;
  });
}
