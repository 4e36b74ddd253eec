import type { Db } from '../database';
import { defaultSettings } from '../../platform/site-settings';

const loyaltyLevels = [
  { name: 'Bronze', min_spend: 0, discount_percent: 0, position: 1 },
  { name: 'Silver', min_spend: 5_000, discount_percent: 2, position: 2 },
  { name: 'Gold', min_spend: 20_000, discount_percent: 4, position: 3 },
  { name: 'Platinum', min_spend: 100_000, discount_percent: 7, position: 4 },
];

const marketingRules = [
  { utm_key: 'utm_campaign', utm_value: 'register', action: 'show-register-modal' as const },
  { utm_key: 'utm_campaign', utm_value: 'login', action: 'show-login-modal' as const },
];

/** A harmless first-party counter, so the injection path runs end to end in the demo. */
const demoCounter = 'window.codeportCounter = (window.codeportCounter || 0) + 1;';

/** Site settings (every key, so operators see what can be changed), loyalty levels, counters, campaign rules. */
export async function seedSite(db: Db): Promise<void> {
  const settings = Object.entries(defaultSettings).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
  await db
    .insertInto('site_settings')
    .values(settings)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  await db
    .insertInto('loyalty_levels')
    .values(loyaltyLevels)
    .onConflict((oc) => oc.column('min_spend').doNothing())
    .execute();
  const anyCounter = await db.selectFrom('counter_scripts').select('id').limit(1).executeTakeFirst();
  if (!anyCounter) await db.insertInto('counter_scripts').values({ code: demoCounter, enabled: true }).execute();
  for (const rule of marketingRules) {
    const exists = await db
      .selectFrom('marketing_rules')
      .select('id')
      .where('utm_key', '=', rule.utm_key)
      .where('utm_value', '=', rule.utm_value)
      .executeTakeFirst();
    if (!exists) await db.insertInto('marketing_rules').values(rule).execute();
  }
}
