import { z } from 'zod';
import { defineRoute } from './route';
import { currency } from './user';
import { notificationCategory } from './notifications';

export const siteAlert = z.object({
  type: z.enum(['info', 'success', 'warning', 'error']),
  text: z.string(),
});

/** Site settings (spec §3). `tech_work` 1 puts the site behind the secret-key gate (spec §5). */
export const siteSettings = z.object({
  alerts: z.record(z.string(), siteAlert),
  currency,
  telegramSubscribeReward: z.number().int().nonnegative(),
  notificationCategories: z.array(notificationCategory),
  locales: z.array(z.string()),
  tech_work: z.union([z.literal(0), z.literal(1)]),
  referral_percent: z.number(),
  support_email: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const getSiteSettings = defineRoute({
  id: 'site.settings',
  method: 'GET',
  path: '/api/content/settings',
  auth: 'optional',
  response: z.object({ status: z.literal(true), settings: siteSettings }),
  summary: 'Site-wide settings: alerts in the request locale, currency, reward, categories, locales, tech_work.',
});

export const getCounter = defineRoute({
  id: 'site.counter',
  method: 'GET',
  path: '/api/util/counter',
  auth: 'optional',
  response: z.object({ status: z.literal(true), code: z.array(z.string()) }),
  summary: 'Analytics counter snippets the page injects after load.',
});

export const marketingActions = ['show-register-modal', 'show-login-modal'] as const;

export const getMarketingAction = defineRoute({
  id: 'site.marketing-action',
  method: 'GET',
  path: '/api/marketing-action',
  auth: 'optional',
  /** `utm-data` holds the visitor's utm_* parameters as JSON. */
  query: z.object({ 'utm-data': z.string().max(2000).optional() }),
  response: z.object({ status: z.literal(true), action: z.enum(marketingActions).nullable() }),
  summary: 'Which dialog a campaign landing should open for a guest (null: none).',
});

export const connect = defineRoute({
  id: 'site.connect',
  method: 'GET',
  path: '/api/connect',
  auth: 'optional',
  apiKey: true,
  response: z.object({ status: z.literal(true), authenticated: z.boolean(), time: z.string() }),
  summary: 'Connectivity check: answers whether the bearer token (if any) is valid and the server time.',
});

export const siteRoutes = [getSiteSettings, getCounter, getMarketingAction, connect];
