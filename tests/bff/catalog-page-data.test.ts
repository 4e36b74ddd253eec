import type { GetServerSideProps } from 'next';
import { bffTestEnv, settingsReply, upstreamUser } from './helpers';
import { NockUpstream } from './nock-upstream';
import { pageContext as context, sessionSealer } from './page-context';

jest.mock('next-i18next/pages/serverSideTranslations', () => ({
  serverSideTranslations: async () => ({ _nextI18Next: { initialLocale: 'en' } }),
}));

// The catalogue pages (spec §2 /service, /country, /sitemap) read
// their content on the server through withPageData: guards first, then the upstream's lists.

const upstream = new NockUpstream();
let pages: typeof import('@/bff/ssr/catalog-pages');
let withPageData: typeof import('@/bff/ssr/page-data').withPageData;
let loadHome: typeof import('@/bff/ssr/home-page').loadHome;
let sitemapXmlProps: GetServerSideProps;
let resetSiteSnapshotCache: () => void;
let resetEnv: () => void;
let sealFor: (id: number) => Promise<string>;

beforeAll(async () => {
  bffTestEnv(await upstream.start(), { CLOSED_PAGES: 'country,sitemap', ALLOWED_IDS: '7' });
  pages = await import('@/bff/ssr/catalog-pages');
  ({ withPageData } = await import('@/bff/ssr/page-data'));
  ({ loadHome } = await import('@/bff/ssr/home-page'));
  ({ sitemapXmlProps } = await import('@/bff/ssr/sitemap-xml'));
  ({ resetSiteSnapshotCache } = await import('@/bff/ssr/site-snapshot'));
  ({ resetEnv } = await import('@/lib/env'));
  sealFor = await sessionSealer();
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

describe('the home page', () => {
  const home = () => withPageData({ namespaces: ['numbers'] }, loadHome);
  const samples = { status: true, services: [] };

  it("hands a guest the services column's first chunk and the sample cards under the hooks' keys, in the page's locale", async () => {
    upstream.on('GET', '/api/services', { status: 200, body: services });
    upstream.on('GET', '/api/countries', { status: 200, body: countries });
    upstream.on('GET', '/api/service-samples', { status: 200, body: samples });
    const { ctx } = context('/', { locale: 'de' });
    const plain = (await home()(ctx)) as unknown as Props;
    expect(plain.props).not.toHaveProperty('choice');
    expect(plain.props).not.toHaveProperty('phoneFirst');
    expect(plain.props.fallback).toEqual({
      '/api/sidebar?load=1&sort=popular&target=%2Fapi%2Fservices': services,
      '/api/sidebar?load=1&sort=popular&target=%2Fapi%2Fcountries': countries,
      '/api/service-samples': samples,
    });
    const [read] = requestsTo('/api/services');
    expect(read!.url).toBe('/api/services?load=1&sort=popular');
    expect(read!.headers.locale).toBe('de');
    expect(read!.headers.authorization).toBeUndefined();
  });

  it('turns ?service=&country= into the buy flow choice and hands over the lists that choice narrows', async () => {
    upstream.on('GET', '/api/services', { status: 200, body: services }, { status: 200, body: services });
    upstream.on('GET', '/api/countries', { status: 200, body: countries }, { status: 200, body: countries });
    upstream.on('GET', '/api/service-samples', { status: 200, body: samples });
    const chosen = (await home()(
      context('/?service=whatsapp&country=us', { query: { service: 'whatsapp', country: 'us' } }).ctx,
    )) as unknown as Props;
    expect(chosen.props.choice).toEqual({
      service: { id: 1, name: 'WhatsApp' },
      country: { id: 5, name: 'United States' },
    });
    // The services of the chosen country, the countries of the chosen service.
    expect(Object.keys(chosen.props.fallback as object).sort()).toEqual([
      '/api/service-samples',
      '/api/sidebar?country_id=5&load=1&sort=popular&target=%2Fapi%2Fservices',
      '/api/sidebar?load=1&service_id=1&sort=popular&target=%2Fapi%2Fcountries',
    ]);
    expect(requestsTo('/api/countries').map((r) => r.url)).toContain('/api/countries?load=1&service_id=1&sort=popular');
  });

  it('ignores a preselection it cannot resolve, and renders without the lists when the upstream fails', async () => {
    upstream.on('GET', '/api/services', ...Array.from({ length: 4 }, () => ({ status: 500, body: {} })));
    upstream.on('GET', '/api/countries', { status: 500, body: {} }, { status: 500, body: {} });
    upstream.on('GET', '/api/service-samples', { status: 500, body: {} }, { status: 500, body: {} });
    const { ctx, res } = context('/?service=whatsapp', { query: { service: 'whatsapp' } });
    const failed = (await home()(ctx)) as unknown as Props;
    expect(failed.props.choice).toEqual({});
    // The browser asks again after hydration; the page itself never fails over its catalogue.
    expect(failed.props.fallback).toEqual({});
    expect(failed.props).not.toHaveProperty('unavailable');
    expect(res.statusCode).toBe(200);
  });

  it('gives a phone only the list it shows first, and says so to the picker', async () => {
    const phoneAgent =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
    upstream.on('GET', '/api/services', ...Array.from({ length: 3 }, () => ({ status: 200, body: services })));
    upstream.on('GET', '/api/countries', ...Array.from({ length: 3 }, () => ({ status: 200, body: countries })));
    upstream.on('GET', '/api/service-samples', { status: 200, body: samples }, { status: 200, body: samples });
    const plain = context('/');
    plain.ctx.req.headers['user-agent'] = phoneAgent;
    const first = (await home()(plain.ctx)) as unknown as Props;
    expect(first.props.phoneFirst).toBe(true);
    expect(Object.keys(first.props.fallback as object).sort()).toEqual([
      '/api/service-samples',
      '/api/sidebar?load=1&sort=popular&target=%2Fapi%2Fservices',
    ]);
    expect(requestsTo('/api/countries')).toHaveLength(0);
    // Arriving with a service chosen, a phone shows that service's countries first.
    const chosen = context('/?service=whatsapp', { query: { service: 'whatsapp' } });
    chosen.ctx.req.headers['user-agent'] = phoneAgent;
    const withService = (await home()(chosen.ctx)) as unknown as Props;
    expect(Object.keys(withService.props.fallback as object).sort()).toEqual([
      '/api/service-samples',
      '/api/sidebar?load=1&service_id=1&sort=popular&target=%2Fapi%2Fcountries',
    ]);
  });

  it("reads a signed-in visitor's lists with their own token (their favourites), and no sample cards", async () => {
    const mine = { ...services, services: [{ ...services.services[0]!, favorite: true }] };
    upstream.on('GET', '/api/user', { status: 200, body: { user: upstreamUser(3) } });
    upstream.on('GET', '/api/services', { status: 200, body: mine });
    upstream.on('GET', '/api/countries', { status: 200, body: countries });
    const { ctx } = context('/', { cookie: `codeport_session=${await sealFor(3)}` });
    const result = (await home()(ctx)) as unknown as Props;
    expect(result.props.fallback).toEqual({
      '/api/sidebar?load=1&sort=popular&target=%2Fapi%2Fservices': mine,
      '/api/sidebar?load=1&sort=popular&target=%2Fapi%2Fcountries': countries,
    });
    expect(requestsTo('/api/services')[0]!.headers.authorization).toBe('Bearer t3');
    expect(requestsTo('/api/service-samples')).toHaveLength(0);
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
