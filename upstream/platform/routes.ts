import type { FastifyInstance } from 'fastify';
import type { UpstreamContext } from '../server/context';
import { registerBroadcastingRoutes } from './broadcasting-routes';
import { registerNotificationRoutes } from './notification-routes';
import { registerSupportRoutes } from './support-routes';
import { registerReferralRoutes } from './referral-routes';
import { registerLoyaltyRoutes } from './loyalty-routes';
import { registerSiteRoutes } from './site-routes';
import { registerWebhookRoutes } from '../developer/webhooks/routes';
import { registerSandboxRoutes } from '../developer/sandbox/routes';

/** The signed-in user's side of the product beyond money and numbers, plus site-wide settings. */
export async function registerPlatform(app: FastifyInstance, ctx: UpstreamContext): Promise<void> {
  registerBroadcastingRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerSupportRoutes(app, ctx);
  registerReferralRoutes(app, ctx);
  registerLoyaltyRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerWebhookRoutes(app, ctx);
  registerSandboxRoutes(app, ctx);
}
