import type { TFunction } from 'i18next';

/**
 * A loyalty level's name in the page's language. The upstream names its levels once, in
 * English ("Silver"), so "Noch $12 bis Silver" mixed languages. The seeded names have
 * translations in `common` (loyaltyLevels.<name>); a level named otherwise reads as named.
 */
export function levelName(t: TFunction<string>, name: string): string {
  return t(`loyaltyLevels.${name}`, { ns: 'common', defaultValue: name });
}
