import type { GetServerSideProps } from 'next';
import { bffTestEnv, settingsReply, upstreamSession, upstreamUser } from './helpers';
import { NockUpstream } from './nock-upstream';
import { pageContext as context } from './page-context';

jest.mock('next-i18next/pages/serverSideTranslations', () => ({
  serverSideTranslations: async () => ({ _nextI18Next: { initialLocale: 'en' } }),
}));

// The catalogue pages (spec §2 /service, /country, /sitemap) read
// their content on the server through withPageData: guards first, then the upstream's lists.

const upstream = new NockUpstream();
let pages: typeof import('@/bff/ssr/catalog-pages');
let withPageData: typeof import('@/bff/ssr/page-data').withPageData;
let sitemapXmlProps: GetServerSideProps;
let resetSiteSnapshotCache: () => void;
let resetEnv: () => void;
let sealFor: (id: number) => Promise<string>;

beforeAll(async () => {
  bffTestEnv(await upstream.start(), { CLOSED_PAGES: 'country,sitemap', ALLOWED_IDS: '7' });
  pages = await import('@/bff/ssr/catalog-pages');
  ({ withPageData } = await import('@/bff/ssr/page-data'));
  ({ sitemapXmlProps } = await import('@/bff/ssr/sitemap-xml'));
  ({ resetSiteSnapshotCache } = await import('@/bff/ssr/site-snapshot'));
  ({ resetEnv } = await import('@/lib/env'));
  const { sealData } = await import('iron-session');
  const { sessionPasswords } = await import('@/bff/session/password');
  const { sessionFromUpstream } = await import('@/bff/session/session');
  sealFor = (id) =>
    sealData(sessionFromUpstream(upstreamSession(id, `t${id}`)), { password: sessionPasswords(), ttl: 3600 });
});
afterAll(() => upstream.stop());
beforeEach(() => {
  upstream.reset();
  resetSiteSnapshotCache();
  upstream.on('GET', '/api/content/settings', settingsReply());
});

const service = (id: number, slug: string, name: string) => ({
  id,
  name,
  slug,
  favorite: false,
  count: 12,
  price: 870,
  icon: `/icons/services/${slug}.svg`,
});
const country = (id: number, iso: string, name: string) => ({
  id,
  name,
  iso,
  favorite: false,
  count: 36,
  price: 1120,
  flag: `/icons/flags/${iso}.svg`,
  phone_code: '+1',
});
const services = {
  status: true,
  count: 2,
  services: [service(1, 'whatsapp', 'WhatsApp'), service(2, 'telegram', 'Telegram')],
};
const countries = { status: true, count: 1, countries: [country(5, 'us', 'United States')] };
const requestsTo = (path: string) => upstream.requests.filter((r) => r.url.split('?')[0] === path);

type Props = { props: Record<string, unknown> };

describe('/service/{slug}', () => {
  const page = () => withPageData(pages.CATALOG_PAGE, pages.loadServicePage);

  it("renders the service and its countries from a guest's read in the page's locale, under the hook's key", async () => {
    upstream.on('GET', '/api/services', { status: 200, body: services });
    upstream.on('GET', '/api/countries', { status: 200, body: countries });
    upstream.on('GET', '/api/user', { status: 200, body: { user: upstreamUser(3) } });
    const { ctx } = context('/service/whatsapp', {
      locale: 'de',
      params: { service: 'whatsapp' },
      cookie: `codeport_session=${await sealFor(3)}`,
    });
    const result = (await page()(ctx)) as unknown as Props;
    expect(result.props.service).toEqual({
      id: 1,
      name: 'WhatsApp',
      slug: 'whatsapp',
      icon: '/icons/services/whatsapp.svg',
    });
    expect(result.props.fallback).toEqual({ '/api/countries?load=100&service_id=1&sort=name': countries });
    const [read] = requestsTo('/api/countries');
    expect(read!.url).toBe('/api/countries?load=100&service_id=1&sort=name');
    expect(read!.headers.locale).toBe('de');
    // Every visitor gets the same page: the signed-in user's token is not used for the lists.
    expect(read!.headers.authorization).toBeUndefined();
    expect(requestsTo('/api/user')[0]!.headers.authorization).toBe('Bearer t3');
  });

  it('answers 404 for a slug that is neither on sale nor in the reference list', async () => {
    upstream.on('GET', '/api/services', { status: 200, body: services });
    upstream.on('GET', '/api/docs/services', { status: 200, body: { status: true, data: [] } });
    const { ctx } = context('/service/nope', { params: { service: 'nope' } });
    expect(await page()(ctx)).toEqual({ notFound: true });
    expect(requestsTo('/api/countries')).toHaveLength(0);
  });

  it('still renders a service sold out everywhere (in the reference list only), without an icon', async () => {
    upstream.on('GET', '/api/services', { status: 200, body: services });
    upstream.on('GET', '/api/docs/services', {
      status: 200,
      body: { status: true, data: [{ id: 9, slug: 'skype', name: 'Skype' }] },
    });
    upstream.on('GET', '/api/countries', { status: 200, body: { status: true, count: 0, countries: [] } });
    const { ctx } = context('/service/skype', { params: { service: 'skype' } });
    const result = (await page()(ctx)) as unknown as Props;
    expect(result.props.service).toEqual({ id: 9, name: 'Skype', slug: 'skype', icon: null });
  });

  it('answers 503 with a retry state when the upstream fails, instead of a 404 or an empty page', async () => {
    upstream.on('GET', '/api/services', { status: 500, body: {} }, { status: 500, body: {} });
    const { ctx, res } = context('/service/whatsapp', { params: { service: 'whatsapp' } });
    const result = (await page()(ctx)) as unknown as Props;
    expect(res.statusCode).toBe(503);
    expect(result.props).toMatchObject({ unavailable: true, fallback: {} });
    expect(result.props.service).toBeUndefined();
  });

  it('renders only the 503 page during technical works', async () => {
    resetSiteSnapshotCache();
    upstream.reset();
    upstream.on('GET', '/api/content/settings', settingsReply({ tech_work: 1 }));
    upstream.on('GET', '/api/services', { status: 200, body: services });
    upstream.on('GET', '/api/countries', { status: 200, body: countries });
    const { ctx, res } = context('/service/whatsapp', { params: { service: 'whatsapp' } });
    const result = (await page()(ctx)) as unknown as Props;
    expect(res.statusCode).toBe(503);
    expect(result.props.techWork).toBe(true);
    expect(result.props).not.toHaveProperty('fallback');
  });
});

describe('the page-restriction guard (CLOSED_PAGES=country,sitemap, ALLOWED_IDS=7)', () => {
  it('hides a closed country page from guests and from users not on the list', async () => {
    upstream.on('GET', '/api/countries', { status: 200, body: countries }, { status: 200, body: countries });
    upstream.on('GET', '/api/services', { status: 200, body: services }, { status: 200, body: services });
    const page = withPageData(pages.CATALOG_PAGE, pages.loadCountryPage);
    expect(await page(context('/country/us', { params: { country: 'us' } }).ctx)).toEqual({ notFound: true });
    upstream.on('GET', '/api/user', { status: 200, body: { user: upstreamUser(8) } });
    const other = context('/country/us', { params: { country: 'us' }, cookie: `codeport_session=${await sealFor(8)}` });
    expect(await page(other.ctx)).toEqual({ notFound: true });
  });

  it('shows it to an allowed id, with the services sold there', async () => {
    upstream.on('GET', '/api/countries', { status: 200, body: countries });
    upstream.on('GET', '/api/services', { status: 200, body: services });
    upstream.on('GET', '/api/user', { status: 200, body: { user: upstreamUser(7) } });
    const page = withPageData(pages.CATALOG_PAGE, pages.loadCountryPage);
    const { ctx } = context('/country/us', {
      params: { country: 'us' },
      cookie: `codeport_session=${await sealFor(7)}`,
    });
    const result = (await page(ctx)) as unknown as Props;
    expect(result.props.country).toEqual({
      id: 5,
      name: 'United States',
      iso: 'us',
      phone_code: '+1',
      flag: '/icons/flags/us.svg',
    });
    expect(result.props.fallback).toEqual({ '/api/services?country_id=5&load=100&sort=name': services });
  });

  it('closes /sitemap for guests and leaves the open /service index alone', async () => {
    upstream.on('GET', '/api/services', { status: 200, body: services }, { status: 200, body: services });
    upstream.on('GET', '/api/countries', { status: 200, body: countries });
    const sitemap = withPageData(pages.CATALOG_PAGE, pages.loadSitemap);
    expect(await sitemap(context('/sitemap').ctx)).toEqual({ notFound: true });
    const index = (await withPageData(
      pages.CATALOG_PAGE,
      pages.loadServiceIndex,
    )(context('/service').ctx)) as unknown as Props;
    expect(index.props.fallback).toEqual({ '/api/services?load=100&sort=name': services });
  });
});

describe('the home page preselection', () => {
  const home = () => withPageData({ namespaces: ['numbers'] }, pages.loadBuyChoice);

  it('turns ?service=&country= into the buy flow choice, and ignores what it cannot resolve', async () => {
    upstream.on('GET', '/api/services', { status: 200, body: services });
    upstream.on('GET', '/api/countries', { status: 200, body: countries });
    const chosen = (await home()(
      context('/?service=whatsapp&country=us', { query: { service: 'whatsapp', country: 'us' } }).ctx,
    )) as unknown as Props;
    expect(chosen.props.choice).toEqual({
      service: { id: 1, name: 'WhatsApp' },
      country: { id: 5, name: 'United States' },
    });

    upstream.on('GET', '/api/services', { status: 500, body: {} }, { status: 500, body: {} });
    const { ctx, res } = context('/?service=whatsapp', { query: { service: 'whatsapp' } });
    const failed = (await home()(ctx)) as unknown as Props;
    expect(failed.props.choice).toEqual({});
    expect(res.statusCode).toBe(200);
  });

  it('reads nothing more for a plain home page', async () => {
    const plain = (await home()(context('/').ctx)) as unknown as Props;
    expect(plain.props).not.toHaveProperty('choice');
    expect(upstream.requests.map((r) => r.url.split('?')[0])).toEqual(['/api/content/settings']);
  });
});

describe('/sitemap.xml', () => {
  afterEach(() => {
    process.env.APP_INSTANCE = 'cis_eu';
    resetEnv();
  });

  it('lists the public pages, services and open catalogue pages in every locale with hreflang', async () => {
    upstream.on('GET', '/api/services', { status: 200, body: services });
    const { ctx, sent } = context('/sitemap.xml');
    await sitemapXmlProps(ctx);
    expect(sent.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = sent.body!;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/de</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/es/service/whatsapp</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/collaborations/gtalk2voip</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="http://localhost:3000/fr/service/telegram"/>',
    );
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/service"/>');
    // CLOSED_PAGES=country: a crawler is a guest, so neither the index nor a country page is listed.
    expect(xml).not.toContain('/country');
    expect(xml).not.toContain('/sitemap<');
    expect(requestsTo('/api/countries')).toHaveLength(0);
  });

  it('is not there on an instance that must not be indexed', async () => {
    process.env.APP_INSTANCE = 'test';
    resetEnv();
    const { ctx, res, sent } = context('/sitemap.xml');
    await sitemapXmlProps(ctx);
    expect(res.statusCode).toBe(404);
    expect(sent.body).not.toContain('<urlset');
  });

  it('answers 503 rather than a partial list when the upstream fails', async () => {
    upstream.on('GET', '/api/services', { status: 502, body: {} }, { status: 502, body: {} });
    const { ctx, res, sent } = context('/sitemap.xml');
    await sitemapXmlProps(ctx);
    expect(res.statusCode).toBe(503);
    expect(sent.headers['retry-after']).toBe('300');
  });
});

describe('/prices', () => {
  const page = () => withPageData({ namespaces: ['content'] }, pages.loadPriceList);

  it("renders the table's first chunk and the country filter under the keys PricesTable reads, as a guest", async () => {
    upstream.on('GET', '/api/services', { status: 200, body: services });
    upstream.on('GET', '/api/countries', { status: 200, body: countries });
    const { ctx, res } = context('/de/prices', { locale: 'de' });
    const result = (await page()(ctx)) as unknown as Props;
    expect(res.statusCode).toBe(200);
    // usePriceTable({ search: '', load: 1 }) and usePriceCountries() ask for exactly these.
    expect(result.props.fallback).toEqual({
      '/api/services?load=1&sort=name': services,
      '/api/countries?load=100&sort=name': countries,
    });
    expect(requestsTo('/api/services')[0]!.headers.locale).toBe('de');
    expect(requestsTo('/api/services')[0]!.headers.authorization).toBeUndefined();
  });

  it('answers 503 and leaves the table to its own retry when the upstream fails', async () => {
    // A failed public read is tried twice.
    upstream.on('GET', '/api/services', { status: 500, body: {} }, { status: 500, body: {} });
    upstream.on('GET', '/api/countries', { status: 200, body: countries });
    const { ctx, res } = context('/prices');
    expect(((await page()(ctx)) as unknown as Props).props).toMatchObject({ unavailable: true, fallback: {} });
    expect(res.statusCode).toBe(503);
  });
});
