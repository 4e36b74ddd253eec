import type { FastifyInstance } from 'fastify';
import type { UpstreamContext } from '../server/context';
import { registerActivationRoutes } from './activation-routes';
import { registerCatalogRoutes } from './catalog-routes';
import { registerFavoriteRoutes } from './favorites';
import { registerRentRoutes } from './rent-routes';
import { registerSmsRoutes } from './sms-routes';
import { registerStatisticRoutes } from './statistics';
import { registerPaymentRoutes } from '../payments/payment-routes';

/** Commerce's route groups: catalogue, favourites, activations, rentals, SMS intake, payments, statistics. */
export async function registerCommerce(app: FastifyInstance, ctx: UpstreamContext): Promise<void> {
  registerCatalogRoutes(app, ctx);
  registerFavoriteRoutes(app, ctx);
  registerActivationRoutes(app, ctx);
  registerRentRoutes(app, ctx);
  await registerSmsRoutes(app, ctx);
  await registerPaymentRoutes(app, ctx);
  registerStatisticRoutes(app, ctx);
}
