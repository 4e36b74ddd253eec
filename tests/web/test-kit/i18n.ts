import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * English texts through the same react-i18next the app uses, loaded synchronously so the first
 * render already has them. `resources` maps a namespace to its texts (`{}` for one a component
 * asks for but the test does not read).
 */
export function testI18n(resources: Record<string, object>, defaultNS: string): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: resources },
    defaultNS,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}
