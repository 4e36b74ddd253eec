import { listSlot, type ListKey } from '@/bff/sidebar/cache';
import { LISTS_COOKIE } from '@/bff/sidebar/lists-version';
import { startHarness, upstreamSession, type Harness } from './helpers';

// Issue 4 §7, spec §7: the four sidebar lists through one cache keyed by prefix, locale,
// filters and who asked. Guests share answers; a user's favourites are theirs alone.
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());
beforeEach(async () => {
  h.upstream.reset();
  h.browser.jar.clear();
  (await import('@/bff/sidebar/cache')).clearListCache();
});

const country = (favorite: boolean, name = 'Spain') => ({
  id: 1,
  name,
  favorite,
  count: 3,
  price: 10,
  flag: 'es.svg',
  iso: 'es',
  phone_code: '34',
});
const service = (favorite: boolean, name = 'Telegram') => ({
  id: 2,
  name,
  favorite,
  count: 5,
  price: 12,
  icon: 'tg.svg',
  slug: 'telegram',
});
const countries = (favorite: boolean, name?: string) => ({
  status: true,
  count: 1,
  countries: [country(favorite, name)],
});
const services = (favorite: boolean, name?: string) => ({
  status: true,
  count: 1,
  services: [service(favorite, name)],
});

async function signIn(id: number): Promise<string> {
  h.browser.jar.clear();
  h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession(id, `token-${id}`) });
  expect(
    (await h.browser.call('POST', '/api/login', { body: { email: 'demo@codeport.test', password: 'demo-password-1' } }))
      .status,
  ).toBe(200);
  return h.browser.cookieHeader();
}

const upstreamCalls = (path: string) => h.upstream.requests.filter((r) => r.url.split('?')[0] === path);

describe('the four targets', () => {
  it.each([
    ['/api/countries', countries(false)],
    ['/api/services', services(false)],
    ['/api/rent-countries', countries(false)],
    ['/api/rent-services', services(false)],
  ])('serves %s and caches it for guests', async (target, body) => {
    h.upstream.on('GET', target, { status: 200, body });
    const first = await h.browser.call('GET', `/api/sidebar?target=${target}&sort=name`);
    const second = await h.browser.call('GET', `/api/sidebar?target=${target}&sort=name`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual(body);
    expect(second.text).toBe(first.text);
    expect(upstreamCalls(target)).toHaveLength(1);
    expect(first.headers.vary).toBe('Cookie');
    expect(first.headers['cache-control']).toBe('no-store');
  });

  it('takes the target from the X-Target-Url header as well', async () => {
    h.upstream.on('GET', '/api/rent-services', { status: 200, body: services(false) });
    const answer = await h.browser.call('GET', '/api/sidebar?search=tele', {
      headers: { 'x-target-url': '/api/rent-services' },
    });
    expect(answer.status).toBe(200);
    expect(h.upstream.last()!.url).toBe('/api/rent-services?search=tele');
  });
});

describe('the cache key', () => {
  const base = { prefix: 'sidebar-v1', locale: 'en', target: '/api/countries', filters: 'sort=name', userId: null };
  const listCacheKey = (key: ListKey) => listSlot(key).key;
  it('differs by prefix, locale, target, filters and who asked', () => {
    const key = listCacheKey(base);
    for (const change of [
      { prefix: 'sidebar-v2' },
      { locale: 'de' },
      { target: '/api/rent-countries' },
      { filters: 'sort=price' },
      { userId: 7 },
    ]) {
      expect(listCacheKey({ ...base, ...change })).not.toBe(key);
    }
    expect(listCacheKey({ ...base, userId: 7 })).not.toBe(listCacheKey({ ...base, userId: 8 }));
    expect(listCacheKey({ ...base, userId: 7 })).not.toBe(listCacheKey({ ...base, userId: 77 }));
  });

  it('ignores the order and spelling of the same filters, and filters the contract does not know', async () => {
    h.upstream.on('GET', '/api/countries', { status: 200, body: countries(false) });
    await h.browser.call('GET', '/api/sidebar?target=/api/countries&search=sp&sort=name&debug=1');
    await h.browser.call('GET', '/api/sidebar?sort=name&target=/api/countries&search=sp&empty=');
    expect(upstreamCalls('/api/countries')).toHaveLength(1);
    h.upstream.on('GET', '/api/countries', { status: 200, body: countries(false) });
    await h.browser.call('GET', '/api/sidebar?target=/api/countries&search=sp&sort=price');
    expect(upstreamCalls('/api/countries')).toHaveLength(2);
  });

  it('leaves the free-form version out of the key and the upstream request', async () => {
    // A bot sending version=<random> made a new entry and an upstream call each time, pushing out
    // the guests' shared lists; every version is now the current one.
    const answer = { status: 200, body: countries(false) };
    h.upstream.on('GET', '/api/countries', answer, answer, answer, answer);
    for (const version of ['', '&version=a1', '&version=b2', '&version=zz-42'])
      expect((await h.browser.call('GET', `/api/sidebar?target=/api/countries&load=100${version}`)).status).toBe(200);
    expect(upstreamCalls('/api/countries')).toHaveLength(1);
    expect(h.upstream.last()!.url).toBe('/api/countries?load=100');
    // Still checked against the contract.
    const long = await h.browser.call('GET', `/api/sidebar?target=/api/countries&version=${'v'.repeat(41)}`);
    expect(long.status).toBe(422);
  });
});

describe('favourites never cross users', () => {
  it('keeps concurrent loads of two users and a guest apart', async () => {
    const seven = await signIn(7);
    const eight = await signIn(8);
    h.upstream.reset();
    // Slow answers, so all three loads are in flight at once.
    h.upstream.on(
      'GET',
      '/api/services',
      { status: 200, body: services(true, 'Seven'), delayMs: 80 },
      { status: 200, body: services(true, 'Eight'), delayMs: 80 },
      { status: 200, body: services(false, 'Guest'), delayMs: 80 },
    );
    const path = '/api/sidebar?target=/api/services';
    const [a, b, g] = await Promise.all([
      h.browser.call('GET', path, { headers: { cookie: seven } }),
      h.browser.call('GET', path, { headers: { cookie: eight } }),
      h.browser.call('GET', path, { headers: { cookie: '' } }),
    ]);
    expect(upstreamCalls('/api/services')).toHaveLength(3);
    // Each upstream request carried its own caller's token (or none); each browser got the answer to its own request.
    const byAuth = new Map(h.upstream.requests.map((r, i) => [r.headers.authorization ?? 'guest', i]));
    expect([...byAuth.keys()].sort()).toEqual(['Bearer token-7', 'Bearer token-8', 'guest']);
    const names = ['Seven', 'Eight', 'Guest'];
    expect(a.body.services[0].name).toBe(names[byAuth.get('Bearer token-7')!]);
    expect(b.body.services[0].name).toBe(names[byAuth.get('Bearer token-8')!]);
    expect(g.body.services[0].name).toBe(names[byAuth.get('guest')!]);

    // And the cached copies stay with their owners.
    const again = await Promise.all(
      [seven, eight, ''].map((cookie) => h.browser.call('GET', path, { headers: { cookie } })),
    );
    expect(again.map((x) => x.text)).toEqual([a.text, b.text, g.text]);
    expect(upstreamCalls('/api/services')).toHaveLength(3);
  });

  it('lets concurrent guests share one upstream load', async () => {
    h.upstream.on('GET', '/api/countries', { status: 200, body: countries(false), delayMs: 80 });
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => h.browser.call('GET', '/api/sidebar?target=/api/countries', { headers: { cookie: '' } })),
    );
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
    expect(upstreamCalls('/api/countries')).toHaveLength(1);
  });

  it('treats a cookie that does not unseal as a guest', async () => {
    h.upstream.on('GET', '/api/countries', { status: 200, body: countries(false) });
    await h.browser.call('GET', '/api/sidebar?target=/api/countries', {
      headers: { cookie: 'codeport_session=forged' },
    });
    expect(h.upstream.last()!.headers.authorization).toBeUndefined();
  });
});

describe('a change made through another web process', () => {
  const path = '/api/sidebar?target=/api/countries';
  const favourite = () =>
    h.browser.call('POST', '/api/activation/add-to-favorite', { body: { id: 1, type: 'country' } });

  it('gives the browser a new lists version on each change that succeeded, none on a refusal', async () => {
    await signIn(7);
    const added = { status: true, favorites: { services: [], countries: [1] } };
    h.upstream.on(
      'POST',
      '/api/activation/add-to-favorite',
      { status: 200, body: added },
      { status: 200, body: added },
    );
    expect((await favourite()).status).toBe(200);
    const first = h.browser.jar.get(LISTS_COOKIE);
    expect(first).toMatch(/^[\w-]{12}$/);
    expect((await favourite()).status).toBe(200);
    expect(h.browser.jar.get(LISTS_COOKIE)).not.toBe(first);
    const second = h.browser.jar.get(LISTS_COOKIE);
    h.upstream.on('POST', '/api/activation/add-to-favorite', { status: 422, body: { status: false, message: 'no' } });
    expect((await favourite()).status).toBe(422);
    expect(h.browser.jar.get(LISTS_COOKIE)).toBe(second);
  });

  it('answers from no copy made before it: an entry answers only the lists version it was loaded under', async () => {
    await signIn(7);
    h.upstream.on(
      'GET',
      '/api/countries',
      { status: 200, body: countries(false) },
      { status: 200, body: countries(true) },
      { status: 200, body: countries(false) },
    );
    expect((await h.browser.call('GET', path)).body.countries[0].favorite).toBe(false);
    expect((await h.browser.call('GET', path)).body.countries[0].favorite).toBe(false);
    expect(upstreamCalls('/api/countries')).toHaveLength(1);
    // The star was set through another process, whose answer gave the browser a new version;
    // this process's copy was not cleared.
    h.browser.jar.set(LISTS_COOKIE, 'set-elsewhere1');
    expect((await h.browser.call('GET', path)).body.countries[0].favorite).toBe(true);
    expect(upstreamCalls('/api/countries')).toHaveLength(2);
    // Back at the first version: its copy was replaced by the newer one, so this loads again.
    // A value this BFF never writes counts as none, and reaches no one else's entries.
    h.browser.jar.set(LISTS_COOKIE, '|u8:');
    expect((await h.browser.call('GET', path)).body.countries[0].favorite).toBe(false);
    expect(upstreamCalls('/api/countries')).toHaveLength(3);
    expect((await h.browser.call('GET', path)).body.countries[0].favorite).toBe(false);
    expect(upstreamCalls('/api/countries')).toHaveLength(3);
  });
});

describe('failures', () => {
  it('are relayed and never cached', async () => {
    h.upstream.on(
      'GET',
      '/api/countries',
      { status: 500, body: {} },
      { status: 500, body: {} },
      { status: 200, body: countries(false) },
    );
    const failed = await h.browser.call('GET', '/api/sidebar?target=/api/countries');
    expect(failed.status).toBe(500);
    const ok = await h.browser.call('GET', '/api/sidebar?target=/api/countries');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual(countries(false));
  });

  it('an answer that breaks the contract is a 502 and not cached', async () => {
    h.upstream.on(
      'GET',
      '/api/countries',
      { status: 200, body: { status: true, countries: 'x' } },
      { status: 200, body: countries(false) },
    );
    expect((await h.browser.call('GET', '/api/sidebar?target=/api/countries')).status).toBe(502);
    expect((await h.browser.call('GET', '/api/sidebar?target=/api/countries')).status).toBe(200);
  });

  it('a 401 for a signed-in user ends the session', async () => {
    await signIn(7);
    h.upstream.on('GET', '/api/countries', { status: 401, body: { status: false, message: 'no' } });
    const answer = await h.browser.call('GET', '/api/sidebar?target=/api/countries');
    expect(answer.status).toBe(401);
    expect(answer.body.action).toBe('login');
    expect(h.browser.jar.has('codeport_session')).toBe(false);
  });

  it('a POST is refused with 405', async () => {
    const answer = await h.browser.call('POST', '/api/sidebar?target=/api/countries');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET');
  });
});
