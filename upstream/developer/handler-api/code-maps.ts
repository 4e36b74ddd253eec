/**
 * The sms-activate protocol's identifiers beside Codeport's: bots written for that market send
 * its short service codes and numeric country ids, so both directions are mapped here. A
 * service without a well-known short code is addressed by its Codeport slug (always accepted).
 */

/** Codeport service slug → the protocol's short code. */
const serviceCodes: Record<string, string> = {
  whatsapp: 'wa',
  telegram: 'tg',
  google: 'go',
  instagram: 'ig',
  tiktok: 'lf',
  facebook: 'fb',
  viber: 'vi',
  openai: 'dr',
  microsoft: 'mm',
  apple: 'wx',
  amazon: 'am',
  twitter: 'tw',
  discord: 'ds',
  wechat: 'wb',
  signal: 'bw',
  snapchat: 'fu',
  linkedin: 'tn',
  uber: 'ub',
  bolt: 'tx',
  airbnb: 'uk',
  netflix: 'nf',
  twitch: 'hb',
  paypal: 'ts',
  ebay: 'dh',
  steam: 'mt',
  tinder: 'oi',
  bumble: 'mo',
  line: 'me',
  kakaotalk: 'kt',
  yahoo: 'mb',
  yandex: 'ya',
  vk: 'vk',
  mailru: 'ma',
  ozon: 'sg',
  wildberries: 'uu',
  avito: 'av',
  aliexpress: 'hx',
  shopee: 'ka',
  grab: 'jg',
  coinbase: 're',
  binance: 'aon',
};

const slugByCode = new Map(Object.entries(serviceCodes).map(([slug, code]) => [code, slug]));

/** The code a bot sees for a service: its short code, or its slug when it has none. */
export const serviceCode = (slug: string): string => serviceCodes[slug] ?? slug;

/** The Codeport slug a bot means: a short code or a slug itself. */
export const slugOfService = (code: string): string => slugByCode.get(code) ?? code;

/** The protocol's country ids → Codeport's ISO codes (the seed's countries). */
const countryIsoById: Record<number, string> = {
  0: 'ru',
  1: 'ua',
  2: 'kz',
  4: 'ph',
  6: 'id',
  7: 'my',
  10: 'vn',
  15: 'pl',
  16: 'gb',
  19: 'ng',
  22: 'in',
  33: 'co',
  34: 'ee',
  36: 'ca',
  39: 'ar',
  43: 'de',
  44: 'lt',
  46: 'se',
  48: 'nl',
  49: 'lv',
  52: 'th',
  54: 'mx',
  56: 'es',
  62: 'tr',
  73: 'br',
  78: 'fr',
  86: 'it',
  117: 'pt',
  163: 'fi',
  187: 'us',
};

const idByIso = new Map(Object.entries(countryIsoById).map(([id, iso]) => [iso, Number(id)]));

export const isoOfCountryId = (id: number): string | undefined => countryIsoById[id];

/** The protocol id of a Codeport country; undefined for a country the protocol has no id for. */
export const countryIdOfIso = (iso: string): number | undefined => idByIso.get(iso);

/** The country a bot gets when it names none: the protocol's default, Russia. */
export const DEFAULT_COUNTRY_ID = 0;

/** ISO 4217 numeric codes, as the protocol's JSON answers give `currency`. */
export const currencyNumber = { usd: 840, rub: 643 } as const;
