import { TestBrowser, startHarness, type Harness } from './helpers';

// Issue 19: /api/sidebar has a page file of its own (pages/api/sidebar.ts), so Next serves the
// BFF's most frequent public GET without the catch-all's per-request route matching. The file
// must answer exactly as the catch-all does, and the cached list goes out as text with its
// UTF-8 length.
let h: Harness;
let page: TestBrowser;
beforeAll(async () => {
  h = await startHarness();
  const file = await import('../../pages/api/sidebar');
  expect(file.config).toEqual({ api: { bodyParser: false, externalResolver: true } });
  page = new TestBrowser(file.default);
  await page.start();
});
afterAll(async () => {
  await page.stop();
  await h.stop();
});
beforeEach(async () => {
  h.upstream.reset();
  (await import('@/bff/sidebar/cache')).clearListCache();
});

// Names outside ASCII: a Content-Length counted in characters instead of bytes cuts the body.
const countries = {
  status: true,
  count: 2,
  countries: [
    { id: 1, name: 'España', favorite: false, count: 3, price: 10, flag: 'es.svg', iso: 'es', phone_code: '34' },
    { id: 2, name: 'Россия 🇷🇺', favorite: false, count: 0, price: 12, flag: 'ru.svg', iso: 'ru', phone_code: '7' },
  ],
};

it('answers a list, then the same list from the cache, byte for byte as the catch-all does', async () => {
  h.upstream.on('GET', '/api/countries', { status: 200, body: countries });
  const first = await page.call('GET', '/api/sidebar?target=/api/countries&sort=name');
  const cached = await page.call('GET', '/api/sidebar?sort=name&target=%2Fapi%2Fcountries');
  const catchAll = await h.browser.call('GET', '/api/sidebar?target=/api/countries&sort=name');
  expect(first.status).toBe(200);
  expect(first.body).toEqual(countries);
  expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.text));
  expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(first.headers.vary).toBe('Cookie');
  expect(first.headers['cache-control']).toBe('no-store');
  expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(cached.text).toBe(first.text);
  expect(Number(cached.headers['content-length'])).toBe(Buffer.byteLength(first.text));
  expect(catchAll.text).toBe(first.text);
  expect(h.upstream.requests.filter((r) => r.url.startsWith('/api/countries'))).toHaveLength(1);
  expect(h.logs.lines.at(-2)).toMatchObject({ route: 'sidebar:catalog.countries', status: 200, cache: 'hit' });
});

it('keeps the method rule: a POST is 405 with Allow: GET and reaches no upstream', async () => {
  const answer = await page.call('POST', '/api/sidebar?target=/api/countries', { body: {} });
  expect(answer.status).toBe(405);
  expect(answer.headers.allow).toBe('GET');
  expect(answer.body).toMatchObject({ status: false, code: 'METHOD_NOT_ALLOWED' });
  expect(h.upstream.requests).toHaveLength(0);
});

it('refuses an unknown target with the same validation error', async () => {
  const answer = await page.call('GET', '/api/sidebar?target=/api/user');
  expect(answer.status).toBe(422);
  expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { target: ['Unknown sidebar target.'] } });
  expect(h.upstream.requests).toHaveLength(0);
});
