import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqView } from '@/features/content/components/faq-view';
import { FaqItemView } from '@/features/content/components/faq-item-view';
import { StaticPageView } from '@/components/common/static-page-view';
import { DocServicesView } from '@/features/content/components/doc-services-view';
import { DocOperatorsView } from '@/features/content/components/doc-operators-view';
import { markdownHtml } from '@/bff/ssr/markdown-html';
import { mockFetch, renderPage } from './harness';
import { faqCategories } from './fixtures';
import { replace } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

/** A FAQ item as the server hands it to the page: the answer as safe HTML and as plain text. */
const item = (id: number, question: string, answer: string) => {
  const html = markdownHtml(answer);
  return { id, category: 'general', question, html, text: html.replace(/<[^>]*>/g, '') };
};

describe('FAQ', () => {
  it('opens an answer and links to its own page', async () => {
    mockFetch({ 'GET /api/faq/categories': { body: faqCategories } });
    renderPage(<FaqView items={[item(4, 'What is a number?', 'A **temporary** phone number.')]} />, { user: null });
    await screen.findByRole('link', { name: 'General' });
    // The browser's own disclosure widget: the question is the <summary> of a <details>.
    const question = screen.getByRole('heading', { level: 2, name: 'What is a number?' }).closest('summary')!;
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    // jsdom has no keyboard activation for a <summary>; Chromium's (Enter, Space) is in e2e/content.spec.ts.
    await userEvent.click(question);
    expect(details.open).toBe(true);
    expect(screen.getByText('temporary').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Link to this answer' })).toHaveAttribute('href', '/faq/general/4');
  });

  // Lighthouse's heading-order: MUI's accordion wrapped its summary in an h3 of its own, which
  // held the question's h2 (h1, then h3). Each question is one h2, nothing nested in it.
  it('each question is one heading of the level under the page title', async () => {
    mockFetch({ 'GET /api/faq/categories': { body: faqCategories } });
    renderPage(<FaqView items={[item(1, 'Refunds?', 'Yes.'), item(2, 'Who?', 'You.')]} />, { user: null });
    await screen.findByRole('link', { name: 'General' });
    const questions = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.closest('summary'));
    expect(questions.map((h) => h.textContent)).toEqual(['Refunds?', 'Who?']);
    for (const heading of questions) expect(heading.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(document.querySelectorAll('summary h3, summary h1')).toHaveLength(0);
  });

  it('searches the questions and the answers on the page, and says when nothing matches', async () => {
    const calls = mockFetch({ 'GET /api/faq/categories': { body: faqCategories } });
    const items = [
      item(1, 'Refunds?', 'Yes, **automatically**.'),
      item(2, 'What if no code arrives?', 'You pay nothing.'),
    ];
    renderPage(<FaqView category="general" items={items} />, { user: null });
    await screen.findByRole('link', { name: 'General' });
    const search = screen.getByRole('searchbox', { name: 'Search questions' });
    await userEvent.type(search, 'code arrive');
    expect(screen.getByRole('heading', { name: 'What if no code arrives?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Refunds?' })).not.toBeInTheDocument();
    // The answer's text counts, its markup does not.
    await userEvent.clear(search);
    await userEvent.type(search, 'AUTOMATICALLY');
    expect(screen.getByRole('heading', { name: 'Refunds?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What if no code arrives?' })).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'strong');
    expect(screen.getByText('No question matches “strong”.')).toBeInTheDocument();
    // All of it on the page already: nothing is asked of the server.
    expect(calls.filter((c) => c.url.startsWith('/api/faq?'))).toEqual([]);
  });

  it('shows the retry state when the server could not load the questions', async () => {
    mockFetch({ 'GET /api/faq/categories': { body: faqCategories } });
    renderPage(<FaqView items={[]} unavailable />, { user: null });
    await screen.findByRole('link', { name: 'General' });
    // The page as it came: a status, which a screen reader does not break in with on load.
    const notice = screen.getByText('The questions could not be loaded.').closest('[role]');
    expect(notice).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /\?$/ })).not.toBeInTheDocument();
  });

  it('shows one item from the server, or that it does not exist', async () => {
    mockFetch({ 'GET /api/faq/categories': { body: faqCategories } });
    const item = { question: 'Is it legal?', html: markdownHtml('It **is**.') };
    const view = renderPage(<FaqItemView category="general" item={item} />, { user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Is it legal?' })).toBeInTheDocument();
    expect(within(screen.getByTestId('markdown-body')).getByText('is').tagName).toBe('STRONG');
    expect(await screen.findByRole('link', { name: 'General' })).toHaveAttribute('href', '/faq/general');
    view.unmount();
    renderPage(<FaqItemView category="general" item={null} />, { user: null });
    expect(screen.getByText('This question does not exist.')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'General' });
  });

  // A missing question had no h1, and its notice was an alert, read out over the page as it loaded.
  it('gives a missing or unavailable question an h1, and says it is missing as a status, not an alert', async () => {
    mockFetch({ 'GET /api/faq/categories': { body: faqCategories } });
    const view = renderPage(<FaqItemView category="general" item={null} />, { user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByText('This question does not exist.').closest('[role]')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await screen.findByRole('link', { name: 'General' });
    view.unmount();
    renderPage(<FaqItemView category="general" unavailable />, { user: null });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Frequently asked questions',
    ]);
    expect(screen.getByText('The questions could not be loaded.')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'General' });
  });
});

// The categories come from a lookup of their own: when it fails, the page says so rather than
// showing "All questions" alone (as if there were no categories) or the address's slug as a name.
describe('FAQ categories that could not be loaded', () => {
  const down = { status: 503, body: { status: false, message: 'down', code: 'UPSTREAM_UNAVAILABLE' } };

  it('the list says so, with a retry that reads them again', async () => {
    let fail = true;
    mockFetch({ 'GET /api/faq/categories': () => (fail ? down : { body: faqCategories }) });
    renderPage(<FaqView category="general" items={[item(1, 'Refunds?', 'Yes.')]} />, { user: null });
    expect(await screen.findByText('The categories could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Refunds?' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'General' })).toBeInTheDocument();
    expect(screen.queryByText('The categories could not be loaded.')).not.toBeInTheDocument();
  });

  it('in an outage the page says it once: its own retry state, not a second alert for the categories', async () => {
    const calls = mockFetch({ 'GET /api/faq/categories': down });
    renderPage(<FaqView category="general" unavailable />, { user: null });
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/faq/categories'))).toBe(true));
    // Time for the refusal to reach the page: without the rule, its alert shows by then.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(await screen.findAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    expect(screen.queryByText('The categories could not be loaded.')).not.toBeInTheDocument();
  });

  it('a question\'s breadcrumb reads "This category", not the slug', async () => {
    mockFetch({ 'GET /api/faq/categories': down });
    renderPage(<FaqItemView category="general" item={{ question: 'Is it legal?', html: markdownHtml('Yes.') }} />, {
      user: null,
    });
    expect(await screen.findByRole('link', { name: 'This category' })).toHaveAttribute('href', '/faq/general');
    expect(screen.queryByRole('link', { name: 'general' })).not.toBeInTheDocument();
  });
});

describe('static pages and docs', () => {
  it('operators: country names that could not be loaded are said to be ids', async () => {
    mockFetch({
      'GET /api/docs/countries': {
        status: 503,
        body: { status: false, message: 'down', code: 'UPSTREAM_UNAVAILABLE' },
      },
      'GET /api/docs/operators': {
        body: { status: true, data: [{ id: 11, country_id: 5, slug: 'beeline', name: 'Beeline' }] },
      },
    });
    renderPage(<DocOperatorsView />, { user: null });
    expect(await screen.findByRole('rowheader', { name: '11' })).toBeInTheDocument();
    expect(
      await screen.findByText('Country names could not be loaded, so the Country column shows their IDs.'),
    ).toBeInTheDocument();
    // The helper text describes the picker, which holds "All countries" alone.
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      'Country names could not be loaded, so the Country column shows their IDs.',
    );
  });

  it('operators: with the names loaded, no such notice', async () => {
    mockFetch({
      'GET /api/docs/countries': {
        body: { status: true, data: [{ id: 5, iso: 'de', name: 'Germany', phone_code: '49' }] },
      },
      'GET /api/docs/operators': {
        body: { status: true, data: [{ id: 11, country_id: 5, slug: 'beeline', name: 'Beeline' }] },
      },
    });
    renderPage(<DocOperatorsView />, { user: null });
    expect(await screen.findByRole('cell', { name: 'Germany' })).toBeInTheDocument();
    expect(screen.queryByText(/Country names could not be loaded/)).not.toBeInTheDocument();
  });

  it("renders the server's HTML of the upstream page, with its date", () => {
    const page = {
      title: 'Terms of service',
      html: markdownHtml('## Use\n\nCodes only.'),
      updated_at: '2026-01-02T00:00:00Z',
      date: 'January 2, 2026',
    };
    renderPage(<StaticPageView page={page} titleKey="static.terms" />, { user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Use' })).toBeInTheDocument();
    expect(screen.getByText('Last updated January 2, 2026')).toBeInTheDocument();
  });

  it('shows the translated fallback text when the upstream has no such page', () => {
    const fallbackHtml = markdownHtml('## When money comes back\n\n- Refunds.');
    renderPage(<StaticPageView page={null} fallbackHtml={fallbackHtml} titleKey="static.refund" />, { user: null });
    expect(screen.getByRole('heading', { level: 2, name: 'When money comes back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Refund policy' })).toBeInTheDocument();
  });

  it('says a page without a fallback is missing, and offers a retry when the upstream failed', async () => {
    const view = renderPage(<StaticPageView page={null} titleKey="static.privacy" />, { user: null });
    expect(screen.getByText('This page is not available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    view.unmount();
    renderPage(<StaticPageView unavailable titleKey="static.privacy" />, { user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('The page could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(replace).toHaveBeenCalledWith('/', undefined, { scroll: false });
  });

  it('lists service ids and searches them', async () => {
    mockFetch({
      'GET /api/docs/services': (c) => ({
        body: { status: true, data: c.url.includes('search=') ? [] : [{ id: 3, slug: 'telegram', name: 'Telegram' }] },
      }),
    });
    renderPage(<DocServicesView />, { user: null });
    expect(await screen.findByRole('rowheader', { name: '3' })).toBeInTheDocument();
    expect(screen.getByText('telegram').tagName).toBe('CODE');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zz');
    await waitFor(() => expect(screen.getByText('Nothing matches.')).toBeInTheDocument());
  });
});
