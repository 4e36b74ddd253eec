/**
 * Spec §2: the price list is "price" in Russian and "prices" in the other languages. Checked on
 * an instance that serves Russian (proxy.ts reads APP_INSTANCE once, at import).
 */
import { NextRequest } from 'next/server';
import { localePath, pagePath } from '@/lib/locale-paths';
import nextConfig from '../../next.config';

type Proxy = typeof import('../../proxy').proxy;

let proxy: Proxy;
beforeAll(() => {
  const before = process.env.APP_INSTANCE;
  process.env.APP_INSTANCE = 'cis_yandex';
  jest.isolateModules(() => {
    proxy = (jest.requireActual('../../proxy') as { proxy: Proxy }).proxy;
  });
  process.env.APP_INSTANCE = before;
});

const call = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(path, 'https://codeport.test'), { headers }));

describe('the Russian price route', () => {
  it('maps the page path to its address and back only in Russian', () => {
    expect(localePath('/prices', 'ru')).toBe('/price');
    expect(pagePath('/price', 'ru')).toBe('/prices');
    for (const locale of ['en', 'es', 'pt', 'fr', 'de', undefined])
      expect(localePath('/prices', locale)).toBe('/prices');
    // Only the page itself: other paths that start alike are left alone.
    expect(localePath('/pricesx', 'ru')).toBe('/pricesx');
    expect(pagePath('/prices', 'ru')).toBe('/prices');
  });

  it('redirects /ru/prices permanently to /ru/price, query kept, and serves /ru/price', () => {
    const res = call('/ru/prices?service=1');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('https://codeport.test/ru/price?service=1');
    expect(call('/ru/price').headers.get('x-middleware-next')).toBe('1');
    expect(call('/de/prices').headers.get('x-middleware-next')).toBe('1');
  });

  it('sends a Russian reader of /prices straight to /ru/price', () => {
    const res = call('/prices', { cookie: 'language=ru' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('https://codeport.test/ru/price');
  });

  it('has the app serve /ru/price with the prices page, for server and client navigation alike', async () => {
    const rewrites = await nextConfig.rewrites!();
    expect(rewrites).toContainEqual({ source: '/ru/price', destination: '/ru/prices', locale: false });
  });
});
