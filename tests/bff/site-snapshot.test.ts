import { bffTestEnv, settingsReply } from './helpers';
import { NockUpstream } from './nock-upstream';
import { pageContext as context } from './page-context';

// Issue 14: the site settings read behind the technical-works gate goes through the one
// upstream client (header policy, contract) and caches each locale's answer on its own.

const upstream = new NockUpstream();
let snapshots: typeof import('@/bff/ssr/site-snapshot');

beforeAll(async () => {
  bffTestEnv(await upstream.start());
  snapshots = await import('@/bff/ssr/site-snapshot');
});
afterAll(() => upstream.stop());
beforeEach(() => {
  upstream.reset();
  snapshots.resetSiteSnapshotCache();
});

const settingsReads = () => upstream.requests.filter((r) => r.url === '/api/content/settings');

it("caches each locale's answer separately", async () => {
  upstream.on(
    'GET',
    '/api/content/settings',
    settingsReply({ currency: 'usd' }),
    settingsReply({ currency: 'rub', tech_work: 1 }),
  );
  const { req } = context('/').ctx;
  expect(await snapshots.siteSnapshot(req, 'en')).toEqual({ techWork: 'open', currency: 'usd' });
  expect(await snapshots.siteSnapshot(req, 'de')).toEqual({ techWork: 'closed', currency: 'rub' });
  // Both now come from the cache, each its own.
  expect(await snapshots.siteSnapshot(req, 'en')).toEqual({ techWork: 'open', currency: 'usd' });
  expect(await snapshots.siteSnapshot(req, 'de')).toEqual({ techWork: 'closed', currency: 'rub' });
  expect(settingsReads().map((r) => r.headers.locale)).toEqual(['en', 'de']);
});

it('sends the header policy of every upstream call: app_instance, Zone, Accept, locale, no token', async () => {
  upstream.on('GET', '/api/content/settings', settingsReply());
  const { ctx } = context('/', { cookie: 'zone=Europe/Berlin' });
  await snapshots.siteSnapshot(ctx.req, 'es');
  const [read] = settingsReads();
  expect(read!.headers).toMatchObject({
    app_instance: 'cis_eu',
    zone: 'Europe/Berlin',
    accept: 'application/json',
    locale: 'es',
  });
  expect(read!.headers.authorization).toBeUndefined();
});

it('treats an answer off the contract as settings that failed to load (closed)', async () => {
  upstream.on('GET', '/api/content/settings', { status: 200, body: { status: true, tech_work: 0 } });
  expect(await snapshots.siteSnapshot(context('/').ctx.req, 'en')).toEqual({ techWork: 'closed' });
});

it('stays open when the upstream has no settings endpoint (404)', async () => {
  expect(await snapshots.siteSnapshot(context('/').ctx.req, 'en')).toEqual({ techWork: 'open' });
});

describe('an upstream outage (issue 19)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lets the last settings stand in for 10 minutes, then closes the site', async () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const failed = { status: 500, body: { status: false, message: 'Boom' } };
    upstream.on('GET', '/api/content/settings', settingsReply({ currency: 'rub' }), ...Array(6).fill(failed));
    const { req } = context('/').ctx;
    expect(await snapshots.siteSnapshot(req, 'en')).toEqual({ techWork: 'open', currency: 'rub' });

    // The upstream fails once the 5 s cache is over: the last answer stands in.
    now += 6_000;
    expect(await snapshots.siteSnapshot(req, 'en')).toEqual({ techWork: 'open', currency: 'rub' });
    // A locale not read before the outage: the gate and currency are the same in every one.
    expect(await snapshots.siteSnapshot(req, 'de')).toEqual({ techWork: 'open', currency: 'rub' });

    now += 10 * 60_000;
    expect(await snapshots.siteSnapshot(req, 'en')).toEqual({ techWork: 'closed' });
    expect(settingsReads().length).toBeGreaterThanOrEqual(3);
  });

  it('never lets old settings reopen a site the upstream closed (tech_work 1 is an answer, not a failure)', async () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const failed = { status: 500, body: { status: false, message: 'Boom' } };
    upstream.on(
      'GET',
      '/api/content/settings',
      settingsReply(),
      settingsReply({ tech_work: 1 }),
      ...Array(3).fill(failed),
    );
    const { req } = context('/').ctx;
    expect((await snapshots.siteSnapshot(req, 'en')).techWork).toBe('open');
    now += 6_000;
    expect((await snapshots.siteSnapshot(req, 'en')).techWork).toBe('closed');
    now += 6_000;
    expect((await snapshots.siteSnapshot(req, 'en')).techWork).toBe('closed');
  });
});
