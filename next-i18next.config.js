// Locales are decided per deployment instance: ru is served only where the
// instance targets the CIS (see src/lib/instance.ts, which mirrors this list).
const RU_INSTANCES = ['cis_yandex', 'cis_google', 'stage_ru'];
const instance = process.env.APP_INSTANCE || 'cis_eu';
const locales = ['en', 'es', 'pt', 'fr', 'de'];
if (RU_INSTANCES.includes(instance)) locales.push('ru');

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales,
    // Detection is ours (proxy.ts reads the `language` cookie, then Accept-Language).
    localeDetection: false,
  },
  defaultNS: 'common',
  fallbackLng: 'en',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  localePath: typeof window === 'undefined' ? require('path').resolve('./public/locales') : '/locales',
};
