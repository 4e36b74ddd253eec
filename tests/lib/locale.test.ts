import { matchAcceptLanguage, preferredLocale } from '@/lib/locale';

const locales = ['en', 'es', 'pt', 'fr', 'de'];

describe('matchAcceptLanguage', () => {
  it('picks the highest quality supported language', () => {
    expect(matchAcceptLanguage('ru;q=0.9, de;q=0.8, fr;q=0.95', locales)).toBe('fr');
  });
  it('matches a regional tag to its base language', () => {
    expect(matchAcceptLanguage('pt-BR,pt;q=0.9', locales)).toBe('pt');
  });
  it('ignores q=0 and unsupported languages', () => {
    expect(matchAcceptLanguage('de;q=0, ja', locales)).toBeUndefined();
    expect(matchAcceptLanguage('', locales)).toBeUndefined();
  });
});

describe('preferredLocale', () => {
  it('lets the cookie win over the browser', () => {
    expect(preferredLocale('es', 'de', locales)).toBe('es');
  });
  it('ignores an unsupported cookie value', () => {
    expect(preferredLocale('ru', 'de', locales)).toBe('de');
  });
});
