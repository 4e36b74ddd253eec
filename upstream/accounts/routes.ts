import type { FastifyInstance } from 'fastify';
import type { UpstreamContext } from '../server/context';
import { registerAuthRoutes } from './auth-routes';
import { registerUserRoutes } from './user-routes';
import { registerSecurityRoutes } from './security-routes';
import { registerSocialRoutes } from './social-routes';
import { registerDemoOauthPage } from './demo-oauth-page';

export async function registerAccounts(app: FastifyInstance, ctx: UpstreamContext): Promise<void> {
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerSecurityRoutes(app, ctx);
  registerSocialRoutes(app, ctx);
  // The demo provider vouches for any email it is told: a development endpoint, never served
  // otherwise (production refuses DEV_ENDPOINTS, upstream/config.ts).
  if (ctx.config.devEndpoints) registerDemoOauthPage(app, ctx);
}
