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
