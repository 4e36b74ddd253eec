import type { FastifyInstance } from 'fastify';
import {
  getPrice,
  getRentPrice,
  listCountries as countriesRoute,
  listRentCountries,
  listRentServices,
  listServices as servicesRoute,
} from '@contracts/catalog';
import { getServiceSamples } from '@contracts/service-samples';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { listCountries, listServices } from './catalog-lists';
import type { AuthUser } from '../accounts/tokens';
import { activationPrice, rentPrice, type Buyer } from './prices';
import { serviceSamples } from './service-samples';

/** Sidebar lists (activation and rent) and the price panels; guests see them too. */
export function registerCatalogRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  registerRoute(app, ctx, servicesRoute, ({ user, query, headers }) =>
    listServices(ctx.db, 'activation', user?.id ?? null, ctx.now(), query, headers.locale),
  );
  registerRoute(app, ctx, countriesRoute, ({ user, query, headers }) =>
    listCountries(ctx.db, 'activation', user?.id ?? null, ctx.now(), query, headers.locale),
  );
  registerRoute(app, ctx, listRentServices, ({ user, query, headers }) =>
    listServices(ctx.db, 'rent', user?.id ?? null, ctx.now(), query, headers.locale),
  );
  registerRoute(app, ctx, listRentCountries, ({ user, query, headers }) =>
    listCountries(ctx.db, 'rent', user?.id ?? null, ctx.now(), query, headers.locale),
  );
  // Prices are quoted at the signed-in user's loyalty level; guests see list prices. The level
  // and the catalogue version come with the session (priceHead): one round trip a signed call.
  const withHead = { priceHead: true };
  const buyer = (user: AuthUser | null): Buyer => user && { ...user, now: ctx.now() };
  registerRoute(app, ctx, getPrice, ({ user, query }) => activationPrice(ctx.db, query, buyer(user)), withHead);
  registerRoute(app, ctx, getRentPrice, ({ user, query }) => rentPrice(ctx.db, query, buyer(user)), withHead);
  registerRoute(app, ctx, getServiceSamples, ({ user }) => serviceSamples(ctx.db, user?.id ?? null, ctx.now()));
}
