import { screen, within } from '@testing-library/react';
import Home from '../../../pages/index';
import { SampleServiceCards } from '@/features/numbers/components/sample-service-cards';
import { SAMPLE_SERVICES } from '@/features/numbers/components/sample-services';
import { listRoutes } from '../numbers/fixtures';
import { makeUser, mockFetch, renderWith } from '../numbers/harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
// The page's server half (getServerSideProps) is not what these tests render.
jest.mock('@/bff/ssr/page-data', () => ({ withPageData: () => undefined }));
jest.mock('@/bff/ssr/catalog-pages', () => ({}));

const lists = listRoutes([{ id: 1, name: 'Telegram', favorite: false, count: 3, price: 990, icon: '', slug: 'tg' }]);

describe('home catalogue', () => {
  it('shows guests the five sample service cards with prices in the site currency', async () => {
    mockFetch(lists);
    renderWith(<Home />, { user: null });
    const cards = within(screen.getByRole('list', { name: 'Codes our users received just now' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(5);
    expect(cards[0]).toHaveTextContent('WhatsApp');
    expect(cards[0]).toHaveTextContent('1840 numbers · from $12.00');
    expect(cards[0]).toHaveTextContent('1 minute ago');
    expect(await screen.findByText('Telegram')).toBeInTheDocument();
  });

  it('hides the sample cards from signed-in users and shows rubles after the amount', async () => {
    mockFetch(lists);
    renderWith(<Home />, { user: makeUser({ currency: 'rub' }) });
    expect(await screen.findByText('3 numbers · from 9.90 ₽')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Codes our users received just now' })).not.toBeInTheDocument();
  });

  it('leaves hidden sample cards out', () => {
    renderWith(<SampleServiceCards services={SAMPLE_SERVICES.map((s, i) => ({ ...s, hide: i > 1 }))} />, {
      user: null,
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
