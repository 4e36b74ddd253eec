import type { BffRequest } from '@/bff/http/endpoint';
import { resetBffConfig } from '@/bff/config';
import { requestLocale } from '@/bff/outbound/headers';
import { resetEnv } from '@/lib/env';
import { bffTestEnv } from './helpers';

/**
 * The locale of a request from the browser's Accept-Language, which the BFF remembers per
 * header (issue 19): the remembered answer must be the one ranking the header gives, for the
 * site asking (a Russian-speaking site answers `ru` where another falls back to English).
 */
function site(instance: string): void {
  bffTestEnv('http://127.0.0.1:9', { APP_INSTANCE: instance });
  resetEnv();
  resetBffConfig();
}
const localeOf = (headers: Record<string, string>) => requestLocale({ headers } as unknown as BffRequest);

afterAll(() => site('cis_eu'));

describe("the locale from the browser's language", () => {
  it('is answered for the site asking, whichever site asked first', () => {
    const header = 'ru-RU,ru;q=0.9,de;q=0.5';
    site('cis_yandex');
    expect(localeOf({ 'accept-language': header })).toBe('ru');
    site('cis_eu');
    expect(localeOf({ 'accept-language': header })).toBe('de');
    site('cis_yandex');
    expect(localeOf({ 'accept-language': header })).toBe('ru');
  });

  it('stays right across more different headers than are remembered', () => {
    site('cis_eu');
    const tags = ['de', 'fr', 'es', 'pt', 'ja'];
    const expected = (i: number) => (tags[i % tags.length] === 'ja' ? 'en' : tags[i % tags.length]);
    for (let round = 0; round < 2; round++)
      for (let i = 0; i < 1_200; i++)
        expect(localeOf({ 'accept-language': `${tags[i % tags.length]};q=0.${(i % 9) + 1}, x-${i}` })).toBe(
          expected(i),
        );
  });

  it('gives way to the page locale and the language cookie, and defaults to English', () => {
    site('cis_eu');
    expect(localeOf({ 'accept-language': 'fr' })).toBe('fr');
    expect(localeOf({ 'accept-language': 'fr', locale: 'de' })).toBe('de');
    expect(localeOf({ 'accept-language': 'fr', cookie: 'language=es' })).toBe('es');
    expect(localeOf({})).toBe('en');
    expect(localeOf({ 'accept-language': 'ja, zh;q=0.5' })).toBe('en');
  });
});
