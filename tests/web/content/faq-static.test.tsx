import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqView } from '@/components/content/faq-view';
import { FaqItemView } from '@/components/content/faq-item-view';
import { StaticPageView } from '@/components/content/static-page-view';
import { DocServicesView } from '@/components/content/doc-services-view';
import { mockFetch, renderPage } from './harness';

jest.mock('next/router', () => jest.requireActual('./router-mock'));

const faqCategories = { status: true, data: [{ slug: 'general', name: 'General', items_count: 2 }] };
const item = (id: number, question: string, answer: string) => ({ id, category: 'general', question, answer });

describe('FAQ', () => {
  it('opens an answer from the keyboard and links to its own page', async () => {
    mockFetch({
      'GET /api/faq/categories': { body: faqCategories },
      'GET /api/faq': { body: { status: true, data: [item(4, 'What is a number?', 'A **temporary** phone number.')] } },
    });
    renderPage(<FaqView />, { user: null });
    const question = await screen.findByRole('button', { name: 'What is a number?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    act(() => question.focus());
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('temporary').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Link to this answer' })).toHaveAttribute('href', '/faq/general/4');
  });

  it('searches questions and says when nothing matches', async () => {
    const calls = mockFetch({
      'GET /api/faq/categories': { body: faqCategories },
      'GET /api/faq': (c) => ({
        body: { status: true, data: c.url.includes('search=') ? [] : [item(1, 'Refunds?', 'Yes.')] },
      }),
    });
    renderPage(<FaqView category="general" />, { user: null });
    await screen.findByRole('button', { name: 'Refunds?' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'xyz');
    expect(await screen.findByText('No question matches “xyz”.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('category=general') && c.url.includes('search=xyz'))).toBe(true);
  });

  it('shows one item by its id, or that it does not exist', async () => {
    mockFetch({
      'GET /api/faq/categories': { body: faqCategories },
      'GET /api/faq': { body: { status: true, data: [item(9, 'Is it legal?', 'It is.')] } },
    });
    const view = renderPage(<FaqItemView category="general" alias="9" />, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Is it legal?' })).toBeInTheDocument();
    view.unmount();
    renderPage(<FaqItemView category="general" alias="10" />, { user: null });
    expect(await screen.findByText('This question does not exist.')).toBeInTheDocument();
  });
});

describe('static pages and docs', () => {
  it('renders the upstream page body as Markdown', async () => {
    mockFetch({
      'GET /api/pages/terms': {
        body: {
          status: true,
          page: {
            slug: 'terms',
            locale: 'en',
            title: 'Terms of service',
            body: '## Use\n\nCodes only.',
            updated_at: '2026-01-02T00:00:00Z',
          },
        },
      },
    });
    renderPage(<StaticPageView slug="terms" titleKey="static.terms" />, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Use' })).toBeInTheDocument();
  });

  it('falls back to the translated text when the upstream has no such page', async () => {
    mockFetch({ 'GET /api/pages/refund-policy': { status: 404, body: { message: 'Not found' } } });
    renderPage(<StaticPageView slug="refund-policy" titleKey="static.refund" fallbackKey="static.refundBody" />, {
      user: null,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'When money comes back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Refund policy' })).toBeInTheDocument();
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
