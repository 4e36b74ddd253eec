import { screen, waitFor, within } from '@testing-library/react';
import Home from '../../../pages/index';
import { listRoutes } from '../numbers/fixtures';
import { mockFetch, renderWith } from '../numbers/harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
// The page's server half (getServerSideProps) is not what these tests render.
jest.mock('@/bff/ssr/page-data', () => ({ withPageData: () => undefined }));
jest.mock('@/bff/ssr/catalog-pages', () => ({}));
jest.mock('@/bff/ssr/home-page', () => ({}));

// A catalogue page's call to action lands on `/?service=whatsapp&country=us`; the server turns
// the slugs into this choice and the home page's buy flow starts with it.

const lists = {
  ...listRoutes(
    [{ id: 1, name: 'WhatsApp', favorite: false, count: 3, price: 112, icon: '', slug: 'whatsapp' }],
    [{ id: 5, name: 'United States', favorite: false, count: 3, price: 112, flag: '', iso: 'us', phone_code: '+1' }],
  ),
  'GET /api/price': {
    body: {
      status: true,
      data: { operators: [{ id: 3, name: 'Verizon', count: 3, price: 112 }], price: 112, count: 3 },
    },
  },
};

describe('home buy flow preselected from a catalogue page', () => {
  it('opens with the service and the country chosen: their price and the Buy button', async () => {
    const calls = mockFetch(lists);
    renderWith(<Home choice={{ service: { id: 1, name: 'WhatsApp' }, country: { id: 5, name: 'United States' } }} />, {
      user: null,
    });
    // The price card; the phone's buy bar repeats it (jsdom applies no media query to hide it).
    const card = await screen.findByRole('region', { name: 'Price' });
    expect(within(card).getByText('WhatsApp · United States')).toBeInTheDocument();
    expect(await within(card).findByTestId('price')).toHaveTextContent('$1.12');
    expect(within(card).getByRole('button', { name: 'Buy number' })).toBeEnabled();
    expect(
      calls.some(
        (c) => c.url.startsWith('/api/price?') && c.url.includes('service_id=1') && c.url.includes('country_id=5'),
      ),
    ).toBe(true);
    // Each list is narrowed by the other's choice, as if the visitor had clicked both.
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('target=%2Fapi%2Fcountries') && c.url.includes('service_id=1'))).toBe(
        true,
      ),
    );
    const services = await screen.findByRole('grid', { name: 'Services' });
    expect(within(services).getByText('WhatsApp').closest('button')).toHaveAttribute('aria-current', 'true');
  });

  it('with only a service, asks for the country next', async () => {
    mockFetch(lists);
    renderWith(<Home choice={{ service: { id: 1, name: 'WhatsApp' } }} />, { user: null });
    const countries = await screen.findByRole('grid', { name: 'Countries' });
    expect(within(countries).getByText('United States').closest('button')).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button', { name: 'Buy number' })).not.toBeInTheDocument();
  });
});
