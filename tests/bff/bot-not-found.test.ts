import { bffTestEnv, settingsReply } from './helpers';
import { NockUpstream } from './nock-upstream';
import { pageContext } from './page-context';

jest.mock('next-i18next/pages/serverSideTranslations', () => ({
  serverSideTranslations: async () => ({ _nextI18Next: { initialLocale: 'en' } }),
}));

/**
 * Spec §8: bots get no error page. An unknown /service/x, /country/x, blog article or FAQ item
 * answers a crawler with the 404 status and an empty body: not Next's prebuilt 404 page (built
 * without a request, so for people) and not the page's own "does not exist" view.
 */
const upstream = new NockUpstream();
let catalog: typeof import('@/bff/ssr/catalog-pages');
let content: typeof import('@/bff/ssr/content-pages');
let withPageData: typeof import('@/bff/ssr/page-data').withPageData;
let resetSiteSnapshotCache: () => void;

beforeAll(async () => {
  bffTestEnv(await upstream.start());
  catalog = await import('@/bff/ssr/catalog-pages');
  content = await import('@/bff/ssr/content-pages');
  ({ withPageData } = await import('@/bff/ssr/page-data'));
  ({ resetSiteSnapshotCache } = await import('@/bff/ssr/site-snapshot'));
});
afterAll(() => upstream.stop());
beforeEach(() => {
  upstream.reset();
  resetSiteSnapshotCache();
  upstream.on('GET', '/api/content/settings', settingsReply());
  upstream.on('GET', '/api/services', { status: 200, body: { status: true, count: 0, services: [] } });
  upstream.on('GET', '/api/countries', { status: 200, body: { status: true, count: 0, countries: [] } });
  upstream.on('GET', '/api/docs/services', { status: 200, body: { status: true, data: [] } });
  upstream.on('GET', '/api/docs/countries', { status: 200, body: { status: true, data: [] } });
  upstream.on('GET', '/api/blog/articles/nope', { status: 404, body: { status: false, message: 'Not found' } });
  upstream.on('GET', '/api/blog/categories', { status: 200, body: { status: true, data: [] } });
  upstream.on('GET', '/api/faq', { status: 200, body: { status: true, data: [] } });
});

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const cases = () =>
  [
    ['/service/x', withPageData(catalog.CATALOG_PAGE, catalog.loadServicePage), { service: 'x' }],
    ['/country/x', withPageData(catalog.CATALOG_PAGE, catalog.loadCountryPage), { country: 'x' }],
    [
      '/blog/guides/nope',
      withPageData(content.CONTENT_PAGE, content.loadBlogArticle),
      { category: 'guides', article: 'nope' },
    ],
    ['/faq/general/5', withPageData(content.CONTENT_PAGE, content.loadFaqItem), { category: 'general', alias: '5' }],
  ] as const;

function visit(path: string, params: Record<string, string>, userAgent: string) {
  const page = pageContext(path, { params });
  page.ctx.req.headers['user-agent'] = userAgent;
  return page;
}

describe('an unknown subject', () => {
  it('answers a crawler 404 with no page at all', async () => {
    for (const [path, getProps, params] of cases()) {
      const { ctx, res, sent } = visit(path, params, GOOGLEBOT);
      const result = await getProps(ctx);
      expect([path, res.statusCode]).toEqual([path, 404]);
      expect([path, sent.body]).toEqual([path, '']);
      expect(sent.headers['x-robots-tag']).toBe('noindex');
      expect(result).not.toHaveProperty('notFound');
    }
  });

  it('still shows a person the not-found page, with status 404', async () => {
    for (const [path, getProps, params] of cases()) {
      const { ctx, res, sent } = visit(path, params, PERSON);
      const result = await getProps(ctx);
      // Next's 404 page, or the page's own "does not exist" view with status 404.
      const notFound = 'notFound' in result || res.statusCode === 404;
      expect([path, notFound]).toEqual([path, true]);
      expect(sent.body).toBeUndefined();
    }
  });
});
