import { activeListKey, defaultActiveFilters } from '@/lib/number-list-keys';
import { activation, activeAnswer, rent } from '../web/numbers/fixtures';
import { paymentsAnswer, topUpCode } from '../web/payments/harness';
import { bffTestEnv, settingsReply, upstreamUser } from './helpers';
import { NockUpstream } from './nock-upstream';
import { pageContext as context, sessionSealer } from './page-context';

jest.mock('next-i18next/pages/serverSideTranslations', () => ({
  serverSideTranslations: async () => ({ _nextI18Next: { initialLocale: 'en' } }),
}));

// Issue 17: the sign-in pages' first screen comes with the HTML (read with the visitor's own
// token, under the keys the browser's hooks read), so it does not arrive after hydration and
// push the page and its footer down.

const upstream = new NockUpstream();
let withPageData: typeof import('@/bff/ssr/page-data').withPageData;
let loaders: typeof import('@/bff/ssr/signed-in-pages');
let resetSiteSnapshotCache: () => void;
let sealFor: (id: number) => Promise<string>;

beforeAll(async () => {
  bffTestEnv(await upstream.start());
  ({ withPageData } = await import('@/bff/ssr/page-data'));
  loaders = await import('@/bff/ssr/signed-in-pages');
  ({ resetSiteSnapshotCache } = await import('@/bff/ssr/site-snapshot'));
  sealFor = await sessionSealer();
});
afterAll(() => upstream.stop());
beforeEach(() => {
  upstream.reset();
  resetSiteSnapshotCache();
  upstream.on('GET', '/api/content/settings', settingsReply());
  upstream.on('GET', '/api/user', { status: 200, body: { user: upstreamUser(3) } });
});

type Props = { props: Record<string, unknown> };
const requestsTo = (path: string) => upstream.requests.filter((r) => r.url.split('?')[0] === path);

describe('/activations', () => {
  const page = () => withPageData({ namespaces: ['numbers'] }, loaders.loadActivations);

  it("hands over the first page of the visitor's active numbers and their latest purchases under the hooks' keys", async () => {
    const active = activeAnswer([activation()]);
    const latest = { status: true, purchases: [activation({ id: 12, phone: '+77000000012', status: 'cancelled' })] };
    upstream.on('GET', '/api/user/active-numbers', { status: 200, body: active });
    upstream.on('GET', '/api/user/latest-purchases', { status: 200, body: latest });
    const { ctx } = context('/activations', { cookie: `codeport_session=${await sealFor(3)}` });
    const result = (await page()(ctx)) as unknown as Props;
    // Exactly the key useActiveNumbers reads with the list's default filters.
    expect(activeListKey('activation', defaultActiveFilters())).toBe(
      '/api/user/active-numbers?page=1&per_page=10&sort=newest',
    );
    expect(result.props.fallback).toEqual({
      '/api/user/active-numbers?page=1&per_page=10&sort=newest': active,
      '/api/user/latest-purchases': latest,
    });
    const [read] = requestsTo('/api/user/active-numbers');
    expect(read!.url).toBe('/api/user/active-numbers?page=1&per_page=10&sort=newest');
    expect(read!.headers.authorization).toBe('Bearer t3');
    expect(requestsTo('/api/user/latest-purchases')[0]!.headers.authorization).toBe('Bearer t3');
  });

  it('reads the active list as the address filters it, the key the browser reads from the same address', async () => {
    const active = activeAnswer([activation()], { current_page: 2, last_page: 2, per_page: 10, total: 11 });
    upstream.on('GET', '/api/user/active-numbers', { status: 200, body: active });
    upstream.on('GET', '/api/user/latest-purchases', { status: 200, body: { status: true, purchases: [] } });
    const query = { services_ids: '4,9', sort: 'oldest', page: '2', search: '+7700', countries_ids: 'x' };
    const { ctx } = context('/activations?services_ids=4,9&sort=oldest&page=2&search=%2B7700&countries_ids=x', {
      cookie: `codeport_session=${await sealFor(3)}`,
      query,
    });
    const result = (await page()(ctx)) as unknown as Props;
    // countries_ids=x is no list of ids: left out, as the browser's list leaves it out.
    const key = '/api/user/active-numbers?page=2&per_page=10&search=%2B7700&services_ids=4%2C9&sort=oldest';
    expect(result.props.fallback).toHaveProperty([key], active);
    expect(requestsTo('/api/user/active-numbers')[0]!.url).toBe(key);
  });

  it('leaves a failed read to the browser and still renders the page', async () => {
    upstream.on('GET', '/api/user/active-numbers', { status: 500, body: {} }, { status: 500, body: {} });
    upstream.on('GET', '/api/user/latest-purchases', { status: 200, body: { status: true, purchases: [] } });
    const { ctx, res } = context('/activations', { cookie: `codeport_session=${await sealFor(3)}` });
    const result = (await page()(ctx)) as unknown as Props;
    expect(result.props.fallback).toEqual({ '/api/user/latest-purchases': { status: true, purchases: [] } });
    expect(result.props).not.toHaveProperty('unavailable');
    expect(res.statusCode).toBe(200);
  });

  it('reads nothing for a guest, whom the guard sends to sign in', async () => {
    const { ctx } = context('/activations');
    const result = await page()(ctx);
    expect(result).toHaveProperty('redirect');
    expect(requestsTo('/api/user/active-numbers')).toHaveLength(0);
    expect(requestsTo('/api/user/latest-purchases')).toHaveLength(0);
  });
});

describe('/rent', () => {
  const page = () => withPageData({ namespaces: ['numbers'] }, loaders.loadRent);
  const service = { id: 1, name: 'WhatsApp', slug: 'whatsapp', icon: '/i.svg', favorite: false, count: 4, price: 900 };
  const rentServices = { status: true, count: 1, services: [service] };
  const rentCountries = {
    status: true,
    count: 1,
    countries: [
      { id: 5, name: 'USA', iso: 'us', flag: '/f.svg', phone_code: '+1', favorite: false, count: 2, price: 900 },
    ],
  };
  const phoneAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';

  it("hands over the rent catalogue's first screen, the active rentals and the latest rentals under the hooks' keys", async () => {
    const active = activeAnswer([rent()]);
    const latest = { status: true, purchases: [rent({ id: 14, status: 'cancelled' })] };
    upstream.on('GET', '/api/rent-services', { status: 200, body: rentServices });
    upstream.on('GET', '/api/rent-countries', { status: 200, body: rentCountries });
    upstream.on('GET', '/api/user/active-rent-numbers', { status: 200, body: active });
    upstream.on('GET', '/api/user/latest-rent-purchases', { status: 200, body: latest });
    const { ctx } = context('/rent', { cookie: `codeport_session=${await sealFor(3)}` });
    const result = (await page()(ctx)) as unknown as Props;
    expect(result.props).not.toHaveProperty('phoneFirst');
    expect(result.props.fallback).toEqual({
      '/api/sidebar?load=1&sort=popular&target=%2Fapi%2Frent-services': rentServices,
      '/api/sidebar?load=1&sort=popular&target=%2Fapi%2Frent-countries': rentCountries,
      '/api/user/active-rent-numbers?page=1&per_page=10&sort=newest': active,
      '/api/user/latest-rent-purchases': latest,
    });
    // Read as the visitor: their favourites and their level's prices.
    for (const path of ['/api/rent-services', '/api/user/active-rent-numbers', '/api/user/latest-rent-purchases'])
      expect(requestsTo(path)[0]!.headers.authorization).toBe('Bearer t3');
  });

  it('reads the active rentals as the address filters them', async () => {
    upstream.on('GET', '/api/rent-services', { status: 200, body: rentServices });
    upstream.on('GET', '/api/rent-countries', { status: 200, body: rentCountries });
    upstream.on('GET', '/api/user/active-rent-numbers', { status: 200, body: activeAnswer([rent()]) });
    upstream.on('GET', '/api/user/latest-rent-purchases', { status: 200, body: { status: true, purchases: [] } });
    const { ctx } = context('/rent?countries_ids=5&sort=expiring', {
      cookie: `codeport_session=${await sealFor(3)}`,
      query: { countries_ids: '5', sort: 'expiring' },
    });
    const result = (await page()(ctx)) as unknown as Props;
    const key = '/api/user/active-rent-numbers?countries_ids=5&page=1&per_page=10&sort=expiring';
    expect(result.props.fallback).toHaveProperty([key]);
    expect(requestsTo('/api/user/active-rent-numbers')[0]!.url).toBe(key);
  });

  it('gives a phone only the services list it shows first, says so to the picker, and leaves a failed read to the browser', async () => {
    upstream.on('GET', '/api/rent-services', { status: 200, body: rentServices });
    upstream.on('GET', '/api/user/active-rent-numbers', { status: 500, body: {} }, { status: 500, body: {} });
    upstream.on('GET', '/api/user/latest-rent-purchases', { status: 200, body: { status: true, purchases: [] } });
    const { ctx, res } = context('/rent', { cookie: `codeport_session=${await sealFor(3)}` });
    ctx.req.headers['user-agent'] = phoneAgent;
    const result = (await page()(ctx)) as unknown as Props;
    expect(result.props.phoneFirst).toBe(true);
    expect(result.props.fallback).toEqual({
      '/api/sidebar?load=1&sort=popular&target=%2Fapi%2Frent-services': rentServices,
      '/api/user/latest-rent-purchases': { status: true, purchases: [] },
    });
    expect(requestsTo('/api/rent-countries')).toHaveLength(0);
    expect(res.statusCode).toBe(200);
  });

  it('reads nothing for a guest, whom the guard sends to sign in', async () => {
    const result = await page()(context('/rent').ctx);
    expect(result).toHaveProperty('redirect');
    expect(upstream.requests.filter((r) => r.url.startsWith('/api/rent') || r.url.includes('rent-'))).toHaveLength(0);
  });
});

describe('/top-up', () => {
  const page = () => withPageData({ namespaces: ['payments'] }, loaders.loadTopUp);

  it("hands over the payment systems and the visitor's pending top-ups under usePayments' key", async () => {
    const answer = paymentsAnswer([topUpCode()]);
    upstream.on('GET', '/api/payments', { status: 200, body: answer });
    const { ctx } = context('/top-up', { cookie: `codeport_session=${await sealFor(3)}` });
    const result = (await page()(ctx)) as unknown as Props;
    expect(result.props.fallback).toEqual({ '/api/payments': answer });
    expect(requestsTo('/api/payments')[0]!.headers.authorization).toBe('Bearer t3');
  });
});
