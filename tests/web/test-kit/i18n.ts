import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * English texts through the same react-i18next the app uses, loaded synchronously so the first
 * render already has them. `resources` maps a namespace to its texts (`{}` for one a component
 * asks for but the test does not read). `lng` sets the page's language for what formats by it
 * (numbers, dates), with the same English texts.
 */
export function testI18n(resources: Record<string, object>, defaultNS: string, lng = 'en'): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    resources: { [lng]: resources },
    defaultNS,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}
