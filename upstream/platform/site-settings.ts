import type { Transaction } from 'kysely';
import { notificationCategories } from '@contracts/notifications';
import type { SiteSettings } from '@contracts/site';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { supportedLocales, type Locale } from '../server/client-headers';

/**
 * Site settings live in site_settings (key → jsonb) so an operator changes them without a
 * deploy; every key has a default here, so an empty table still serves a working site.
 */
interface StoredAlert {
  type: 'info' | 'success' | 'warning' | 'error';
  /** Text per locale; `en` is the fallback. */
  text: Partial<Record<Locale, string>>;
}

export interface StoredSettings {
  alerts: Record<string, StoredAlert>;
  currency: 'usd' | 'rub';
  telegram_subscribe_reward: number;
  tech_work: 0 | 1;
  referral_percent: number;
  support_email: string;
}

export const defaultSettings: StoredSettings = {
  alerts: {},
  currency: 'usd',
  telegram_subscribe_reward: 100,
  tech_work: 0,
  referral_percent: 10,
  support_email: 'support@codeport.test',
};

export async function readSettings(db: Db | Transaction<Database>): Promise<StoredSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value])) as Partial<StoredSettings>;
  return { ...defaultSettings, ...stored };
}

export function publicSettings(s: StoredSettings, locale: Locale): SiteSettings {
  const alerts = Object.fromEntries(
    Object.entries(s.alerts).flatMap(([name, a]) => {
      const text = a.text[locale] ?? a.text.en;
      return text ? [[name, { type: a.type, text }]] : [];
    }),
  );
  return {
    alerts,
    currency: s.currency,
    telegramSubscribeReward: s.telegram_subscribe_reward,
    notificationCategories: [...notificationCategories],
    locales: [...supportedLocales],
    tech_work: s.tech_work,
    referral_percent: s.referral_percent,
    support_email: s.support_email,
  };
}
