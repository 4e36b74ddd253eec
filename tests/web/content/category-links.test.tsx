import { screen, within } from '@testing-library/react';
import { BlogNav } from '@/features/content/components/blog-nav';
import { FaqView } from '@/features/content/components/faq-view';
import { categories, faqCategories } from './fixtures';
import { mockFetch, renderPage } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

/** The FAQ's and the blog's category links (spec §2 /faq, /blog), drawn as chips. */
describe('category links', () => {
  it('lead to each blog category and mark the one shown', async () => {
    mockFetch({ 'GET /api/blog/categories': { body: categories } });
    renderPage(<BlogNav active="guides" />, { user: null });
    const nav = screen.getByRole('navigation', { name: 'Blog categories' });
    const guides = await within(nav).findByRole('link', { name: 'Guides (2)' });
    expect(guides).toHaveAttribute('href', '/blog/guides');
    expect(guides).toHaveAttribute('aria-current', 'page');
    expect(guides).toHaveClass('chip--primary');
    const all = within(nav).getByRole('link', { name: /^All/ });
    expect(all).toHaveAttribute('href', '/blog');
    expect(all).not.toHaveAttribute('aria-current');
    expect(all).not.toHaveClass('chip--primary');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All articles', 'Guides (2)', 'News (1)']);
    // Plain elements under one styled nav: nothing of Material's to hydrate (issue 17).
    expect(nav.querySelectorAll('[class*="Mui"]')).toHaveLength(0);
  });

  it('on the FAQ, "All" is current until a category is chosen', async () => {
    mockFetch({ 'GET /api/faq/categories': { body: faqCategories } });
    renderPage(<FaqView items={[]} />, { user: null });
    const nav = screen.getByRole('navigation', { name: /categories/i });
    await within(nav).findByRole('link', { name: 'General' });
    expect(within(nav).getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'General' })).toHaveAttribute('href', '/faq/general');
    expect(within(nav).getByRole('link', { name: 'General' })).not.toHaveAttribute('aria-current');
  });
});
