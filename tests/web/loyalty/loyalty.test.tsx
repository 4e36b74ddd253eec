import { screen, within } from '@testing-library/react';
import { LoyaltyView } from '@/features/loyalty/components/loyalty-view';
import { makeUser, mockFetch, renderPage } from '../content/harness';
import { renderApp } from '../test-kit/render-app';
import { testI18n } from '../test-kit/i18n';
import content from '../../../public/locales/de/content.json';
import common from '../../../public/locales/de/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const levels = [
  { id: 1, name: 'Bronze', min_spend: 0, discount_percent: 0 },
  { id: 2, name: 'Silver', min_spend: 10_000, discount_percent: 3 },
  { id: 3, name: 'Gold', min_spend: 50_000, discount_percent: 5 },
];

describe('LoyaltyView', () => {
  it('opens the login dialog for a guest and still lists the levels', async () => {
    mockFetch({ 'GET /api/loyalty': { body: { status: true, levels, user: null } } });
    renderPage(<LoyaltyView />, { user: null });
    expect(await screen.findByRole('row', { name: /Silver/ })).toHaveTextContent('$100.00');
    expect(screen.getByTestId('open-modals')).toHaveTextContent('login');
    expect(screen.getByText('Sign in to see your level and progress.')).toBeInTheDocument();
  });

  it('shows a signed-in user their level, progress and what is left to the next level', async () => {
    mockFetch({
      'GET /api/loyalty': {
        body: {
          status: true,
          levels,
          user: { spent: 20_000, level: levels[1], next_level: levels[2], to_next: 30_000, progress: 25 },
        },
      },
    });
    renderPage(<LoyaltyView />, { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Your level: Silver (3% off)' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to Gold' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('$300.00 more to reach Gold (5% off).')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Silver/ })).getByText('3%')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Silver/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('open-modals')).toHaveTextContent('');
  });

  it('names the levels in the page language (the upstream names them in English)', async () => {
    mockFetch({
      'GET /api/loyalty': {
        body: {
          status: true,
          levels: [...levels, { id: 4, name: 'Diamond', min_spend: 90_000, discount_percent: 9 }],
          user: { spent: 20_000, level: levels[1], next_level: levels[2], to_next: 30_000, progress: 25 },
        },
      },
    });
    renderApp(<LoyaltyView />, { i18n: testI18n({ content, common }, 'content', 'de'), user: makeUser() });
    expect(await screen.findByRole('heading', { level: 2, name: /Silber/ })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /Gold/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Silber/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText(/Silver/)).not.toBeInTheDocument();
    // A level the site has no translation for reads as the upstream names it.
    expect(screen.getByRole('row', { name: /Diamond/ })).toBeInTheDocument();
  });

  it('shows an error when the levels cannot be loaded', async () => {
    mockFetch({ 'GET /api/loyalty': { status: 500, body: {} } });
    renderPage(<LoyaltyView />, { user: makeUser() });
    expect(await screen.findByText('The loyalty levels could not be loaded.')).toBeInTheDocument();
  });
});
