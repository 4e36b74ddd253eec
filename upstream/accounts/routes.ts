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
  registerDemoOauthPage(app, ctx);
}
