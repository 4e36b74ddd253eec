import type { RouteContract } from './route';
import { activationRoutes } from './activations';
import { authRoutes } from './auth';
import { broadcastingRoutes } from './broadcasting';
import { catalogRoutes } from './catalog';
import { contentRoutes } from './content';
import { developerRoutes } from './developer';
import { docsRoutes } from './docs';
import { favoriteRoutes } from './favorites';
import { loyaltyRoutes } from './loyalty';
import { notificationRoutes } from './notifications';
import { paymentRoutes } from './payments';
import { referralRoutes } from './referral';
import { rentRoutes } from './rent';
import { sandboxRoutes } from './sandbox';
import { securityRoutes } from './security';
import { serviceSampleRoutes } from './service-samples';
import { siteRoutes } from './site';
import { smsIntakeRoutes } from './sms-intake';
import { statementRoutes } from './statement';
import { statisticRoutes } from './statistics';
import { supportRoutes } from './support';
import { userRoutes } from './user';
import { webhookRoutes } from './webhooks';

/**
 * Every upstream route the contract defines, in one list: the BFF derives its allow-list
 * from it (minus `browser: false`). tests/bff/all-routes.test.ts fails when a contract file
 * exports a `xxxRoutes` array that is missing here.
 */
export const allRoutes: readonly RouteContract[] = [
  ...activationRoutes,
  ...authRoutes,
  ...broadcastingRoutes,
  ...catalogRoutes,
  ...contentRoutes,
  ...developerRoutes,
  ...docsRoutes,
  ...favoriteRoutes,
  ...loyaltyRoutes,
  ...notificationRoutes,
  ...paymentRoutes,
  ...referralRoutes,
  ...rentRoutes,
  ...sandboxRoutes,
  ...securityRoutes,
  ...serviceSampleRoutes,
  ...siteRoutes,
  ...smsIntakeRoutes,
  ...statementRoutes,
  ...statisticRoutes,
  ...supportRoutes,
  ...userRoutes,
  ...webhookRoutes,
];
