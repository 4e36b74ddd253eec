/**
 * proxy.ts (spec §2): uppercase paths redirect permanently to lowercase with the query kept;
 * an unprefixed page goes to the locale of the `language` cookie, else the browser's language.
 * Module-level locales come from APP_INSTANCE, unset here: cis_eu, five locales.
 */
import { NextRequest } from 'next/server';
import { proxy, config } from '../../proxy';

const call = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(path, 'https://codeport.test'), { headers }));

const location = (res: Response) => res.headers.get('location');

describe('proxy', () => {
  it('redirects a path with uppercase letters to its lowercase form with 308, query untouched', () => {
    const res = call('/ES/Faq/General?Ref=AbC&utm_source=X');
    expect(res.status).toBe(308);
    expect(location(res)).toBe('https://codeport.test/es/faq/general?Ref=AbC&utm_source=X');
  });

  it('serves lowercase paths as they are', () => {
    const res = call('/es/faq');
    expect(res.headers.get('x-middleware-next')).toBe('1');
  });

  it('sends an unprefixed page to the locale in the language cookie, over the browser language', () => {
    const res = call('/prices?x=1', { cookie: 'language=de', 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(res.status).toBe(307);
    expect(location(res)).toBe('https://codeport.test/de/prices?x=1');
  });

  it('without a cookie uses the browser language; home has no trailing slash', () => {
    expect(location(call('/', { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' }))).toBe('https://codeport.test/pt');
  });

  it('english, an unknown language or ru (not served by this instance) stay unprefixed', () => {
    const cases: Record<string, string>[] = [
      { cookie: 'language=en' },
      { 'accept-language': 'ja-JP' },
      { cookie: 'language=ru', 'accept-language': 'ru-RU' },
      {},
    ];
    for (const headers of cases) {
      expect(call('/faq', headers).headers.get('x-middleware-next')).toBe('1');
    }
  });

  it("a language this instance does not serve (an email's /ru/ link) opens the page unprefixed, query kept", () => {
    const res = call('/ru/check/reset-password?email=a%40b.test&token=123456', { cookie: 'language=de' });
    expect(res.status).toBe(307);
    expect(location(res)).toBe('https://codeport.test/check/reset-password?email=a%40b.test&token=123456');
    expect(location(call('/ru'))).toBe('https://codeport.test/');
    // The Russian name of the price list is the page's own name here.
    expect(location(call('/ru/price'))).toBe('https://codeport.test/prices');
    // A path that only starts with the letters is no language.
    expect(call('/rules').headers.get('x-middleware-next')).toBe('1');
  });

  it("a client-side navigation (Next's data request) to an unprefixed page is not sent on by the cookie", () => {
    // Back to /prices after switching to French: the app asks for the English page's data.
    const res = call('/prices', { cookie: 'language=fr', 'x-nextjs-data': '1' });
    expect(res.headers.get('x-middleware-next')).toBe('1');
    // A page load still follows the cookie.
    expect(location(call('/prices', { cookie: 'language=fr' }))).toBe('https://codeport.test/fr/prices');
  });

  it('an explicit locale prefix is never overridden by the cookie', () => {
    expect(call('/fr/faq', { cookie: 'language=de' }).headers.get('x-middleware-next')).toBe('1');
  });

  it('files of public/ are never sent to a locale prefix (they exist only unprefixed)', () => {
    for (const path of ['/sounds/new-code.wav', '/favicon.svg', '/icons/services/tg.svg']) {
      expect(call(path, { cookie: 'language=de' }).headers.get('x-middleware-next')).toBe('1');
    }
  });

  it('never runs on /api or /_next (a matcher on /api halved API throughput)', () => {
    const [root, pages] = config.matcher.map((m) => new RegExp(`^${m}$`));
    expect(root!.test('/')).toBe(true);
    expect(pages!.test('/Faq')).toBe(true);
    expect(pages!.test('/api/user')).toBe(false);
    expect(pages!.test('/_next/static/chunks/a.js')).toBe(false);
    expect(pages!.test('/sounds/new-code.wav')).toBe(false);
  });
});
