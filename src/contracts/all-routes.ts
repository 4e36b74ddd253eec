import type { RouteContract } from './route';
import { activationRoutes } from './activations';
import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { favoriteRoutes } from './favorites';
import { paymentRoutes } from './payments';
import { rentRoutes } from './rent';
import { securityRoutes } from './security';
import { smsIntakeRoutes } from './sms-intake';
import { statisticRoutes } from './statistics';
import { userRoutes } from './user';

/**
 * Every upstream route the contract defines, in one list: the BFF derives its allow-list
 * from it (minus `browser: false`). tests/bff/all-routes.test.ts fails when a contract file
 * exports a `xxxRoutes` array that is missing here.
 */
export const allRoutes: readonly RouteContract[] = [
  ...activationRoutes,
  ...authRoutes,
  ...catalogRoutes,
  ...favoriteRoutes,
  ...paymentRoutes,
  ...rentRoutes,
  ...securityRoutes,
  ...smsIntakeRoutes,
  ...statisticRoutes,
  ...userRoutes,
];
