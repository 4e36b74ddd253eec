import { activeListKey, defaultActiveFilters } from '@/lib/number-list-keys';
import { activation, activeAnswer } from '../web/numbers/fixtures';
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
