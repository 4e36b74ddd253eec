import { bffTestEnv, settingsReply } from './helpers';
import { NockUpstream } from './nock-upstream';
import { pageContext as context } from './page-context';
import { unstable_serialize } from 'swr';
import { blogArticlesKey } from '@/lib/content-pages';
import { card, categories as blogCategories, page as listPage } from '../web/content/fixtures';

jest.mock('next-i18next/pages/serverSideTranslations', () => ({
  serverSideTranslations: async () => ({ _nextI18Next: { initialLocale: 'en' } }),
}));

// The pages that show one upstream document (spec §2 /privacy-policy, /terms-of-use,
// /refund-policy, /collaborations/gtalk2voip, /blog/{category}/{article}, /faq/{category}/{alias})
// read it on the server and hand the page its Markdown as safe HTML, so crawlers get the text.

const upstream = new NockUpstream();
let pages: typeof import('@/bff/ssr/content-pages');
let withPageData: typeof import('@/bff/ssr/page-data').withPageData;
let resetSiteSnapshotCache: () => void;

beforeAll(async () => {
  bffTestEnv(await upstream.start());
  pages = await import('@/bff/ssr/content-pages');
  ({ withPageData } = await import('@/bff/ssr/page-data'));
  ({ resetSiteSnapshotCache } = await import('@/bff/ssr/site-snapshot'));
});
afterAll(() => upstream.stop());
beforeEach(() => {
  upstream.reset();
  resetSiteSnapshotCache();
  upstream.on('GET', '/api/content/settings', settingsReply());
});

type Props = { props: Record<string, unknown> };
const requestsTo = (path: string) => upstream.requests.filter((r) => r.url.split('?')[0] === path);
const notFound = { status: 404, body: { status: false, message: 'Not found' } };
const failing = { status: 500, body: {} };

const staticPage = (slug: string, body: string) => ({
  status: true,
  page: { slug, locale: 'de', title: 'Datenschutz', body, updated_at: '2026-01-02T00:00:00Z' },
});

describe('static pages', () => {
  it("render the upstream page's Markdown to safe HTML, read as a guest in the page's locale", async () => {
    upstream.on('GET', '/api/pages/privacy', {
      status: 200,
      body: staticPage('privacy', '## Daten\n\nWir speichern **wenig**. <script>alert(1)</script>'),
    });
    const { ctx, res } = context('/de/privacy-policy', { locale: 'de' });
    const result = (await withPageData(pages.CONTENT_PAGE, pages.loadStaticPage('privacy'))(ctx)) as unknown as Props;
    expect(res.statusCode).toBe(200);
    expect(result.props.page).toEqual({
      title: 'Datenschutz',
      html: '<div><h2 id="daten">Daten</h2><p>Wir speichern <strong>wenig</strong>. &lt;script&gt;alert(1)&lt;/script&gt;</p></div>',
      updated_at: '2026-01-02T00:00:00Z',
      // Formatted here, in the page's language: the browser loads no date format for it.
      date: '2. Januar 2026',
    });
    const [read] = requestsTo('/api/pages/privacy');
    expect(read!.headers.locale).toBe('de');
    expect(read!.headers.authorization).toBeUndefined();
  });

  it("render the page's own translated Markdown when the upstream has none, in the locale or else in English", async () => {
    upstream.on('GET', '/api/pages/refund-policy', notFound, notFound);
    const page = withPageData(pages.CONTENT_PAGE, pages.loadStaticPage('refund-policy', 'content:static.refundBody'));
    const de = context('/de/refund-policy', { locale: 'de' });
    const german = (await page(de.ctx)) as unknown as Props;
    expect(de.res.statusCode).toBe(200);
    expect(german.props.page).toBeNull();
    expect(german.props.fallbackHtml).toMatch(/^<div><h2 id="[^"]*">Wann Geld zurückkommt<\/h2><ul><li>/);

    const partner = withPageData(
      pages.CONTENT_PAGE,
      pages.loadStaticPage('refund-policy', 'catalog-pages:no.such.key'),
    );
    expect(((await partner(context('/refund-policy').ctx)) as unknown as Props).props.fallbackHtml).toBe('');
  });

  it('say a page without a fallback is missing, with status 404', async () => {
    upstream.on('GET', '/api/pages/terms', notFound);
    const { ctx, res } = context('/terms-of-use');
    const result = (await withPageData(pages.CONTENT_PAGE, pages.loadStaticPage('terms'))(ctx)) as unknown as Props;
    expect(res.statusCode).toBe(404);
    expect(result.props.page).toBeNull();
    expect(result.props).not.toHaveProperty('fallbackHtml');
  });

  it('answer 503 with the retry state when the upstream fails', async () => {
    upstream.on('GET', '/api/pages/terms', failing, failing);
    const { ctx, res } = context('/terms-of-use');
    const result = (await withPageData(pages.CONTENT_PAGE, pages.loadStaticPage('terms'))(ctx)) as unknown as Props;
    expect(res.statusCode).toBe(503);
    expect(result.props).toMatchObject({ unavailable: true });
    expect(result.props).not.toHaveProperty('page');
  });

  // Next's router loads the whole page again for any data answer but 200: the retry reloaded
  // everything, and said nothing when the upstream was still away.
  it("answer a client-side navigation's data request with the same props and status 200", async () => {
    upstream.on('GET', '/api/pages/terms', failing, failing, notFound);
    const page = withPageData(pages.CONTENT_PAGE, pages.loadStaticPage('terms'));
    const down = context('/terms-of-use');
    down.ctx.req.headers['x-nextjs-data'] = '1';
    expect(((await page(down.ctx)) as unknown as Props).props).toMatchObject({ unavailable: true });
    expect(down.res.statusCode).toBe(200);
    const missing = context('/terms-of-use');
    missing.ctx.req.headers['x-nextjs-data'] = '1';
    expect(((await page(missing.ctx)) as unknown as Props).props.page).toBeNull();
    expect(missing.res.statusCode).toBe(200);
  });

  it('render only the 503 page during technical works, whatever the document', async () => {
    resetSiteSnapshotCache();
    upstream.reset();
    upstream.on('GET', '/api/content/settings', settingsReply({ tech_work: 1 }));
    upstream.on('GET', '/api/pages/terms', notFound);
    const { ctx, res } = context('/terms-of-use');
    const result = (await withPageData(pages.CONTENT_PAGE, pages.loadStaticPage('terms'))(ctx)) as unknown as Props;
    expect(res.statusCode).toBe(503);
    expect(result.props.techWork).toBe(true);
    expect(result.props).not.toHaveProperty('page');
  });
});

describe('/blog/{category}/{article}', () => {
  const page = () => withPageData(pages.CONTENT_PAGE, pages.loadBlogArticle);
  const params = (article: string) => ({ params: { category: 'guides', article } });

  it('renders the article body to safe HTML and passes its related articles', async () => {
    upstream.on('GET', '/api/blog/articles/article-1', {
      status: 200,
      body: { status: true, article: { ...card(1), body: '[x](javascript:alert(1)) *ok*' }, related: [card(2)] },
    });
    const result = (await page()(context('/blog/guides/article-1', params('article-1')).ctx)) as unknown as Props;
    expect(result.props.article).toEqual({
      title: 'Article 1',
      excerpt: 'Excerpt 1',
      published_at: '2026-03-01T10:00:00Z',
      date: 'March 1, 2026',
      html: '<p><a>x</a> <em>ok</em></p>',
    });
    expect(result.props.related).toEqual([card(2)]);
  });

  it('hands the category list to the page, so the server HTML names the category; without it the page still renders', async () => {
    const categories = { status: true, data: [{ slug: 'guides', name: 'Guides', articles_count: 1 }] };
    const body = { status: true, article: { ...card(1), body: 'Text' }, related: [] };
    upstream.on('GET', '/api/blog/articles/article-1', { status: 200, body }, { status: 200, body });
    upstream.on('GET', '/api/blog/categories', { status: 200, body: categories }, failing, failing);
    const named = (await page()(context('/blog/guides/article-1', params('article-1')).ctx)) as unknown as Props;
    expect(named.props.fallback).toEqual({ '/api/blog/categories': categories });
    const { ctx, res } = context('/blog/guides/article-1', params('article-1'));
    const unnamed = (await page()(ctx)) as unknown as Props;
    expect(res.statusCode).toBe(200);
    expect(unnamed.props.fallback).toEqual({});
    expect(unnamed.props.article).toMatchObject({ title: 'Article 1' });
  });

  it('says an unknown article does not exist with status 404, and never asks for a slug the contract refuses', async () => {
    upstream.on('GET', '/api/blog/articles/nope', notFound);
    const unknown = context('/blog/guides/nope', params('nope'));
    expect(((await page()(unknown.ctx)) as unknown as Props).props).toMatchObject({ article: null, related: [] });
    expect(unknown.res.statusCode).toBe(404);

    const invalid = context('/blog/guides/..%2Fuser', params('../user'));
    expect(((await page()(invalid.ctx)) as unknown as Props).props.article).toBeNull();
    expect(invalid.res.statusCode).toBe(404);
    expect(upstream.requests.map((r) => r.url.split('?')[0]).sort()).toEqual([
      '/api/blog/articles/nope',
      '/api/blog/categories',
      '/api/content/settings',
    ]);
  });

  it('answers 503 with the retry state when the upstream fails', async () => {
    upstream.on('GET', '/api/blog/articles/article-1', failing, failing);
    const { ctx, res } = context('/blog/guides/article-1', params('article-1'));
    expect(((await page()(ctx)) as unknown as Props).props).toMatchObject({ unavailable: true });
    expect(res.statusCode).toBe(503);
  });
});

describe('/blog and /blog/{category}', () => {
  const page = () => withPageData(pages.CONTENT_PAGE, pages.loadBlogList);

  it("renders the first page of cards in the page's locale under useBlogArticles' key, with the categories", async () => {
    const answer = listPage([card(1), card(2)]);
    upstream.on('GET', '/api/blog/articles', { status: 200, body: answer });
    upstream.on('GET', '/api/blog/categories', { status: 200, body: blogCategories });
    const { ctx, res } = context('/de/blog/guides', { locale: 'de', params: { category: 'guides' } });
    const result = (await page()(ctx)) as unknown as Props;
    expect(res.statusCode).toBe(200);
    // The hook's key is [path, page locale]: SWR finds the fallback by its serialized form.
    expect(result.props.fallback).toEqual({
      [unstable_serialize([blogArticlesKey('guides', 1), 'de'])]: answer,
      '/api/blog/categories': blogCategories,
    });
    const [read] = requestsTo('/api/blog/articles');
    expect(new URLSearchParams(read!.url.split('?')[1])).toEqual(
      new URLSearchParams({ category: 'guides', page: '1', per_page: '10' }),
    );
    expect(read!.headers.locale).toBe('de');
    expect(read!.headers.authorization).toBeUndefined();
  });

  it('reads every category on /blog, and never asks for a category the contract refuses', async () => {
    upstream.on('GET', '/api/blog/articles', { status: 200, body: listPage([card(1)]) });
    upstream.on(
      'GET',
      '/api/blog/categories',
      { status: 200, body: blogCategories },
      { status: 200, body: blogCategories },
    );
    const all = (await page()(context('/blog').ctx)) as unknown as Props;
    expect(Object.keys(all.props.fallback as object)).toContain(
      unstable_serialize([blogArticlesKey(undefined, 1), 'en']),
    );
    expect(requestsTo('/api/blog/articles')[0]!.url).toBe('/api/blog/articles?page=1&per_page=10');

    const refused = context('/blog/..%2Fuser', { params: { category: '../user' } });
    expect(await page()(refused.ctx)).toEqual({ notFound: true });
    expect(requestsTo('/api/blog/articles')).toHaveLength(1);
  });

  it('says a category the upstream does not list does not exist (404), and renders when the list cannot be read', async () => {
    upstream.on('GET', '/api/blog/articles', { status: 200, body: listPage([]) }, { status: 200, body: listPage([]) });
    upstream.on('GET', '/api/blog/categories', { status: 200, body: blogCategories }, failing, failing);
    expect(await page()(context('/blog/nocat', { params: { category: 'nocat' } }).ctx)).toEqual({ notFound: true });
    const unread = context('/blog/nocat', { params: { category: 'nocat' } });
    expect(await page()(unread.ctx)).toHaveProperty('props');
    expect(unread.res.statusCode).toBe(200);
  });

  it('answers 503 with the retry state when the upstream fails', async () => {
    upstream.on('GET', '/api/blog/articles', failing, failing);
    const { ctx, res } = context('/blog');
    expect(((await page()(ctx)) as unknown as Props).props).toMatchObject({ unavailable: true });
    expect(res.statusCode).toBe(503);
  });
});

describe('/faq/{category}/{alias}', () => {
  const page = () => withPageData(pages.CONTENT_PAGE, pages.loadFaqItem);
  const items = {
    status: true,
    data: [
      { id: 4, category: 'general', question: 'What is a number?', answer: 'A **temporary** one.' },
      { id: 9, category: 'general', question: 'Is it legal?', answer: 'Yes.' },
    ],
  };

  it("finds the item by id in its category's list and renders its answer", async () => {
    upstream.on('GET', '/api/faq', { status: 200, body: items });
    const { ctx } = context('/faq/general/4', { params: { category: 'general', alias: '4' } });
    const result = (await page()(ctx)) as unknown as Props;
    expect(result.props.item).toEqual({
      question: 'What is a number?',
      html: '<p>A <strong>temporary</strong> one.</p>',
    });
    expect(requestsTo('/api/faq')[0]!.url).toBe('/api/faq?category=general');
  });

  it('says an unknown item, or a category the contract refuses, does not exist (404)', async () => {
    upstream.on('GET', '/api/faq', { status: 200, body: items });
    const unknown = context('/faq/general/5', { params: { category: 'general', alias: '5' } });
    expect(((await page()(unknown.ctx)) as unknown as Props).props.item).toBeNull();
    expect(unknown.res.statusCode).toBe(404);
    const invalid = context('/faq/General/4', { params: { category: 'General', alias: '4' } });
    expect(((await page()(invalid.ctx)) as unknown as Props).props.item).toBeNull();
    expect(requestsTo('/api/faq')).toHaveLength(1);
  });

  it('answers 503 with the retry state when the upstream fails', async () => {
    upstream.on('GET', '/api/faq', failing, failing);
    const { ctx, res } = context('/faq/general/4', { params: { category: 'general', alias: '4' } });
    expect(((await page()(ctx)) as unknown as Props).props).toMatchObject({ unavailable: true });
    expect(res.statusCode).toBe(503);
  });
});

describe('/faq and /faq/{category}', () => {
  const page = () => withPageData(pages.CONTENT_PAGE, pages.loadFaqList);
  const items = {
    status: true,
    data: [
      {
        id: 4,
        category: 'general',
        question: 'What is a number?',
        answer: 'A **temporary** one, <b>not</b> yours & free.',
      },
      { id: 9, category: 'payments', question: 'Refunds?', answer: 'Yes.' },
    ],
  };

  it('renders every question of the page with its answer as HTML and as searchable text', async () => {
    upstream.on('GET', '/api/faq', { status: 200, body: items });
    const { ctx } = context('/faq');
    const result = (await page()(ctx)) as unknown as Props;
    expect(result.props.items).toEqual([
      {
        id: 4,
        category: 'general',
        question: 'What is a number?',
        html: '<p>A <strong>temporary</strong> one, &lt;b&gt;not&lt;/b&gt; yours &amp; free.</p>',
        text: 'A temporary one, <b>not</b> yours & free.',
      },
      { id: 9, category: 'payments', question: 'Refunds?', html: '<p>Yes.</p>', text: 'Yes.' },
    ]);
    expect(requestsTo('/api/faq')[0]!.url).toBe('/api/faq');
  });

  it("asks for one category's questions; a category the contract refuses is a 404 without an upstream call", async () => {
    upstream.on('GET', '/api/faq', { status: 200, body: { status: true, data: [] } });
    const { ctx, res } = context('/faq/payments', { params: { category: 'payments' } });
    expect(((await page()(ctx)) as unknown as Props).props.items).toEqual([]);
    expect(res.statusCode).toBe(200);
    expect(requestsTo('/api/faq')[0]!.url).toBe('/api/faq?category=payments');
    const invalid = context('/faq/Pay%20ments', { params: { category: 'Pay ments' } });
    await page()(invalid.ctx);
    expect(invalid.res.statusCode).toBe(404);
    expect(requestsTo('/api/faq')).toHaveLength(1);
  });

  it('says a category the upstream does not list does not exist (404)', async () => {
    upstream.on('GET', '/api/faq', { status: 200, body: { status: true, data: [] } });
    upstream.on('GET', '/api/faq/categories', {
      status: 200,
      body: { status: true, data: [{ slug: 'payments', name: 'Payments', items_count: 1 }] },
    });
    expect(await page()(context('/faq/nocat', { params: { category: 'nocat' } }).ctx)).toEqual({ notFound: true });
  });

  it('answers 503 with the retry state when the upstream fails', async () => {
    upstream.on('GET', '/api/faq', failing, failing);
    const { ctx, res } = context('/faq');
    expect(((await page()(ctx)) as unknown as Props).props).toMatchObject({ unavailable: true });
    expect(res.statusCode).toBe(503);
  });
});
