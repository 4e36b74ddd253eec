import type { SiteSettings } from '@contracts/site';

/** GET /api/content/settings as the upstream answers it (spec §3), with `patch` over the defaults. */
export function siteSettingsAnswer(patch: Partial<SiteSettings> = {}) {
  const settings: SiteSettings = {
    alerts: {},
    currency: 'usd',
    telegramSubscribeReward: 100,
    notificationCategories: [],
    locales: ['en'],
    tech_work: 0,
    referral_percent: 10,
    support_email: 's@codeport.test',
    ...patch,
  };
  return { body: { status: true, settings } };
}
