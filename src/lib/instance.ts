/**
 * Deployment instances (spec §1). An instance changes indexing, analytics and the
 * chat-group link; CIS instances also serve Russian.
 */
export const instances = ['cis_yandex', 'cis_google', 'cis_eu', 'test', 'stage_ru', 'stage_eu'] as const;
export type AppInstance = (typeof instances)[number];

const NOINDEX: readonly AppInstance[] = ['test', 'stage_eu'];
const COUNTER: readonly AppInstance[] = ['cis_yandex', 'cis_google', 'test', 'cis_eu', 'stage_eu'];
const RUSSIAN: readonly AppInstance[] = ['cis_yandex', 'cis_google', 'stage_ru'];
const CIS: readonly AppInstance[] = ['cis_yandex', 'cis_google', 'cis_eu', 'stage_ru'];

export const CHAT_LINKS = {
  cis: 'https://t.me/codeport_ru',
  global: 'https://t.me/codeport_global',
} as const;

export interface InstanceProfile {
  instance: AppInstance;
  noindex: boolean;
  counter: boolean;
  russian: boolean;
  chatLink: string;
}

export function instanceProfile(instance: AppInstance): InstanceProfile {
  return {
    instance,
    noindex: NOINDEX.includes(instance),
    counter: COUNTER.includes(instance),
    russian: RUSSIAN.includes(instance),
    chatLink: CIS.includes(instance) ? CHAT_LINKS.cis : CHAT_LINKS.global,
  };
}

export function robotsTxt(profile: InstanceProfile, origin: string): string {
  if (profile.noindex) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n`;
}

export const BASE_LOCALES = ['en', 'es', 'pt', 'fr', 'de'] as const;
/** Every locale some instance serves. */
export const ALL_LOCALES = [...BASE_LOCALES, 'ru'] as const;

/** Locales served by an instance; next-i18next.config.js mirrors this rule. */
export function siteLocales(instance: AppInstance): string[] {
  return instanceProfile(instance).russian ? [...BASE_LOCALES, 'ru'] : [...BASE_LOCALES];
}
