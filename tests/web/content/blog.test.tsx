import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import BlogPage from '../../../pages/blog/index';
import { blogArticlesKey } from '@/lib/content-pages';
import { BlogIndexView } from '@/features/content/components/blog-index-view';
import { BlogArticleView } from '@/features/content/components/blog-article-view';
import { BlogSearchView } from '@/features/content/components/blog-search-view';
import { markdownHtml } from '@/bff/ssr/markdown-html';
import { card, categories, page } from './fixtures';
import { mockFetch, renderPage } from './harness';
import { push, replace, router } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
// The page's server half (its loader is tested in tests/bff/content-page-data.test.ts).
jest.mock('@/bff/ssr/page-data', () => ({ withPageData: () => undefined }));
jest.mock('@/bff/ssr/content-pages', () => ({}));

beforeEach(() => {
  push.mockClear();
  replace.mockClear();
});

/** The article page's props as getServerSideProps makes them (tests/bff/content-page-data.test.ts). */
const article = (body: string) => {
  const { title, excerpt, published_at } = card(1);
  return {
    article: { title, excerpt, published_at, date: 'March 1, 2026', html: markdownHtml(body) },
    related: [card(2)],
  };
};

describe('blog categories that could not be loaded', () => {
  it('the navigation says so instead of offering "All articles" alone', async () => {
    mockFetch({
      'GET /api/blog/categories': {
        status: 503,
        body: { status: false, message: 'down', code: 'UPSTREAM_UNAVAILABLE' },
      },
      'GET /api/blog/articles': { body: page([card(1)]) },
    });
    renderPage(<BlogIndexView />, { user: null });
    expect(await screen.findByText('The categories could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('blog', () => {
  it("shows the server render's first page at once, under the key the list hook reads (no loading state)", () => {
    mockFetch({
      'GET /api/blog/categories': { body: categories },
      'GET /api/blog/articles': { body: page([card(1), card(2)]) },
    });
    const fallback = {
      [unstable_serialize([blogArticlesKey(undefined, 1), 'en'])]: page([card(1), card(2)]),
      '/api/blog/categories': categories,
    };
    renderPage(<BlogPage fallback={fallback} />, { user: null });
    expect(screen.queryByLabelText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Article 1/ })).toHaveAttribute('href', '/blog/guides/article-1');
    expect(screen.getByRole('link', { name: 'Guides (2)' })).toHaveAttribute('href', '/blog/guides');
  });

  it('each article card is one link to it: its title a heading, its date a <time>, its excerpt', () => {
    mockFetch({ 'GET /api/blog/categories': { body: categories } });
    const fallback = {
      [unstable_serialize([blogArticlesKey(undefined, 1), 'en'])]: page([card(1), card(2)]),
      '/api/blog/categories': categories,
    };
    renderPage(<BlogPage fallback={fallback} />, { user: null });
    const list = screen.getByRole('list', { name: 'Articles' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const link = within(cards[0]!).getByRole('link');
    expect(link).toHaveAttribute('href', '/blog/guides/article-1');
    expect(within(link).getByRole('heading', { level: 2, name: 'Article 1' })).toBeInTheDocument();
    expect(link.querySelector('time')).toHaveAttribute('dateTime', '2026-03-01T10:00:00Z');
    expect(link).toHaveTextContent('Excerpt 1');
    // Plain elements under one styled list: nothing of Material's to hydrate (issue 17).
    expect(list.querySelectorAll('[class*="Mui"]')).toHaveLength(0);
  });

  it('lists articles with links to /blog/{category}/{slug} and pages through meta', async () => {
    const calls = mockFetch({
      'GET /api/blog/categories': { body: categories },
      'GET /api/blog/articles': (c) =>
        c.url.includes('page=2')
          ? { body: page([card(3)], { current_page: 2, last_page: 2, total: 11 }) }
          : { body: page([card(1), card(2)], { last_page: 2, total: 11 }) },
    });
    renderPage(<BlogIndexView />, { user: null });
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Article 1/ })).toHaveAttribute('href', '/blog/guides/article-1');
    expect(await screen.findByRole('link', { name: 'Guides (2)' })).toHaveAttribute('href', '/blog/guides');
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: /Article 3/ })).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/api/blog/articles'))!.url).toContain('per_page=10');
  });

  it('filters by category and shows the empty state', async () => {
    const calls = mockFetch({
      'GET /api/blog/categories': { body: categories },
      'GET /api/blog/articles': { body: page([]) },
    });
    renderPage(<BlogIndexView category="news" />, { user: null });
    expect(await screen.findByText('No articles here yet.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/blog/articles') && c.url.includes('category=news'))).toBe(true);
  });

  it('shows an error with a retry when the list fails', async () => {
    let fail = true;
    mockFetch({
      'GET /api/blog/categories': { body: categories },
      'GET /api/blog/articles': () => (fail ? { status: 503, body: {} } : { body: page([card(1)]) }),
    });
    renderPage(<BlogIndexView />, { user: null });
    expect(await screen.findByText('The articles could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Article 1/ })).toBeInTheDocument();
  });

  it("shows the server's article HTML, which never runs raw HTML or script links, and related articles", async () => {
    const body =
      '## Steps\n\n1. **Pick** a service\n\n<script>window.hacked = true</script><img src=x onerror="window.hacked=true">\n\n[bad](javascript:alert(1)) [good](https://example.com/a)';
    const calls = mockFetch({ 'GET /api/blog/categories': { body: categories } });
    renderPage(<BlogArticleView category="guides" {...article(body)} />, { user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Article 1' })).toBeInTheDocument();
    expect(screen.getByText('March 1, 2026')).toHaveAttribute('datetime', '2026-03-01T10:00:00Z');
    const markdown = screen.getByTestId('markdown-body');
    expect(within(markdown).getByRole('heading', { level: 2, name: 'Steps' })).toBeInTheDocument();
    expect(within(markdown).getByText('Pick').tagName).toBe('STRONG');
    expect(markdown.querySelector('script, img, [onerror]')).toBeNull();
    expect(markdown).toHaveTextContent('<script>window.hacked = true</script>');
    expect(within(markdown).getByRole('link', { name: 'good' })).toHaveAttribute('href', 'https://example.com/a');
    expect(within(markdown).queryByRole('link', { name: 'bad' })?.getAttribute('href') ?? '').not.toMatch(
      /javascript/i,
    );
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Article 2' })).toHaveAttribute('href', '/blog/guides/article-2');
    // The breadcrumb names the category once the (cached, shared with the blog nav) list arrives.
    expect(await screen.findByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/blog/guides');
    expect(calls.map((c) => c.url)).toEqual(['/api/blog/categories']);
  });

  it('shows "does not exist" for an unknown article, under its breadcrumbs', async () => {
    mockFetch({ 'GET /api/blog/categories': { body: categories } });
    renderPage(<BlogArticleView category="guides" article={null} related={[]} />, { user: null });
    expect(screen.getByText('This article does not exist.')).toBeInTheDocument();
    // The page keeps an h1, and the notice is a status, not an alert read out over the page.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Blog']);
    expect(screen.getByText('This article does not exist.').closest('[role]')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/blog/guides');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to load the whole page again when the upstream failed on the server', async () => {
    mockFetch({ 'GET /api/blog/categories': { body: categories } });
    router.asPath = '/blog/guides/article-1';
    renderPage(<BlogArticleView category="guides" unavailable />, { user: null });
    expect(screen.getByText('The articles could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(replace).toHaveBeenCalledWith('/blog/guides/article-1', undefined, { scroll: false });
    await screen.findByRole('link', { name: 'Guides' });
    router.asPath = '/';
  });

  it('searches: results with a count, no request under 2 characters, Enter opens the search route', async () => {
    const calls = mockFetch({
      'GET /api/blog/categories': { body: categories },
      'GET /api/blog/search': (c) =>
        c.url.includes('search=sms') ? { body: page([card(5, { title: 'SMS online' })]) } : { body: page([]) },
    });
    const view = renderPage(<BlogSearchView search="sms" />, { user: null });
    expect(await screen.findByRole('link', { name: /SMS online/ })).toBeInTheDocument();
    expect(screen.getByText('1 article found')).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search the blog' });
    await userEvent.clear(box);
    await userEvent.type(box, 'privacy{Enter}');
    expect(push).toHaveBeenCalledWith('/blog/search/privacy');
    // Too short to run: Enter says why instead of doing nothing; typing clears the word.
    push.mockClear();
    await userEvent.clear(box);
    await userEvent.type(box, 'p{Enter}');
    expect(push).not.toHaveBeenCalled();
    const said = () => screen.queryAllByRole('status').filter((s) => s.textContent === 'Type at least 2 characters.');
    expect(said()).toHaveLength(1);
    await userEvent.type(box, 'r');
    expect(said()).toHaveLength(0);
    view.unmount();

    const before = calls.length;
    renderPage(<BlogSearchView search="a" />, { user: null });
    expect(await screen.findByText('Type at least 2 characters.')).toBeInTheDocument();
    await waitFor(() => expect(calls.slice(before).some((c) => c.url.startsWith('/api/blog/search'))).toBe(false));
  });

  it('says when a search finds nothing', async () => {
    mockFetch({ 'GET /api/blog/categories': { body: categories }, 'GET /api/blog/search': { body: page([]) } });
    renderPage(<BlogSearchView search="zzz" />, { user: null });
    expect(await screen.findByText('No article matches “zzz”.')).toBeInTheDocument();
  });
});
