import { act, screen } from '@testing-library/react';
import { unstable_serialize } from 'swr';
import BlogPage from '../../../pages/blog/index';
import FaqPage from '../../../pages/faq/index';
import { BLOG_CATEGORIES_KEY, FAQ_CATEGORIES_KEY, blogArticlesKey } from '@/lib/content-pages';
import { card, categories, page } from './fixtures';
import { mockFetch, renderPage } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
// The pages' server half (their loaders are tested in tests/bff/content-page-data.test.ts).
jest.mock('@/bff/ssr/page-data', () => ({ withPageData: () => undefined }));
jest.mock('@/bff/ssr/content-pages', () => ({}));

/**
 * Issue 17: the blog and the FAQ do not fetch again, as they hydrate, what the server has just
 * rendered them from (`<ServerData fresh>`). /blog asked for its categories and its first page
 * of cards right after hydration, and rendered its whole list twice more as the request's
 * loading flag went on and off (176 components on a phone); /faq asked for its categories.
 */
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

describe('public content pages start from the server’s answers', () => {
  it('/blog: its categories and first page of cards', async () => {
    const calls = mockFetch({});
    const fallback = {
      [BLOG_CATEGORIES_KEY]: categories,
      [unstable_serialize([blogArticlesKey(undefined, 1), 'en'])]: page([card(1), card(2)]),
    };
    renderPage(<BlogPage fallback={fallback} />, { user: null });
    expect(screen.getByRole('link', { name: 'Guides (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Article 2/ })).toBeInTheDocument();
    await flush();
    expect(calls.map((call) => call.url).filter((url) => url.startsWith('/api/blog'))).toEqual([]);
  });

  it('/faq: its categories', async () => {
    const calls = mockFetch({});
    const fallback = {
      [FAQ_CATEGORIES_KEY]: { status: true, data: [{ slug: 'general', name: 'General', items_count: 2 }] },
    };
    renderPage(<FaqPage items={[]} fallback={fallback} />, { user: null });
    expect(screen.getByRole('link', { name: 'General' })).toBeInTheDocument();
    await flush();
    expect(calls.map((call) => call.url).filter((url) => url.startsWith('/api/faq'))).toEqual([]);
  });
});
