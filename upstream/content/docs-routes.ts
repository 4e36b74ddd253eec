import type { FastifyInstance } from 'fastify';
import * as contract from '@contracts/docs';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { likePatterns } from '../platform/paging';
import { countryName, matchesSearch } from '../commerce/country-names';

/** Read-only views of commerce's catalogue tables for the API documentation pages. */
export function registerDocsRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  registerRoute(app, ctx, contract.listDocServices, async ({ query }) => {
    let q = db.selectFrom('services').select(['id', 'slug', 'name']);
    for (const p of likePatterns(query.search))
      q = q.where((eb) => eb.or([eb('name', 'ilike', p), eb('slug', 'ilike', p)]));
    return { status: true, data: await q.orderBy('position').orderBy('id').execute() } as const;
  });

  // Named in the reader's language and found by that name, the English one or the code.
  registerRoute(app, ctx, contract.listDocCountries, async ({ query, headers }) => {
    const rows = await db
      .selectFrom('countries')
      .select(['id', 'iso', 'name', 'phone_code'])
      .orderBy('position')
      .orderBy('id')
      .execute();
    const data = rows
      .map((r) => ({ ...r, name: countryName(r.iso, r.name, headers.locale), english: r.name }))
      .filter((r) => matchesSearch(query.search, [r.name, r.english, r.iso]))
      .map(({ english: _english, ...r }) => r);
    return { status: true, data } as const;
  });

  registerRoute(app, ctx, contract.listDocOperators, async ({ query }) => {
    let q = db.selectFrom('operators').select(['id', 'country_id', 'slug', 'name']);
    if (query.country_id) q = q.where('country_id', '=', query.country_id);
    return { status: true, data: await q.orderBy('country_id').orderBy('id').execute() } as const;
  });
}
