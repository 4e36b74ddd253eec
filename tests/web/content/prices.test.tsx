import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PricesIntro } from '@/features/content/components/prices-intro';
import { PricesTable } from '@/features/content/components/prices-table';
import { mockFetch, renderPage } from './harness';

import { resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
afterEach(() => resetRouter());

const service = (id: number, name: string, price: number | null, count: number) => ({
  id,
  name,
  favorite: false,
  count,
  price,
  icon: '',
  slug: name.toLowerCase(),
});
const countries = {
  status: true,
  count: 1,
  countries: [
    { id: 7, name: 'Kazakhstan', favorite: false, count: 5, price: 100, flag: '', iso: 'KZ', phone_code: '7' },
  ],
};

describe('PricesTable', () => {
  it('writes the free numbers with the page language’s grouping', async () => {
    resetRouter({ locale: 'fr' });
    mockFetch({
      'GET /api/countries': { body: countries },
      'GET /api/services': { body: { status: true, count: 1, services: [service(1, 'Telegram', 1250, 12345)] } },
    });
    renderPage(<PricesTable />, { user: null });
    const row = await screen.findByRole('row', { name: /Telegram/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$12,50', new Intl.NumberFormat('fr').format(12345)]);
  });

  it('draws its title, controls and the "Show more" button with its own styles: nothing of Material\'s but button bases (issue 17)', async () => {
    const many = Array.from({ length: 20 }, (_, i) => service(i + 1, `Service ${i + 1}`, 100 + i, 5));
    mockFetch({
      'GET /api/countries': { body: countries },
      'GET /api/services': { body: { status: true, count: 46, services: many } },
    });
    const { container } = renderPage(
      <>
        <PricesIntro />
        <PricesTable />
      </>,
      { user: null },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Prices' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Show more' })).toHaveClass(
      'MuiButtonBase-root',
      'button--outlined',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Lowest price in any country' })).toBeInTheDocument();
    expect(container.querySelectorAll('[class*="Mui"]:not(.MuiButtonBase-root)')).toHaveLength(0);
  });

  it('shows a loading state, then each service with its lowest price and free numbers', async () => {
    mockFetch({
      'GET /api/countries': { body: countries },
      'GET /api/services': {
        body: { status: true, count: 2, services: [service(1, 'Telegram', 1250, 40), service(2, 'WhatsApp', null, 0)] },
      },
    });
    renderPage(<PricesTable />, { user: null });
    expect(screen.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    const row = await screen.findByRole('row', { name: /Telegram/ });
    expect(within(row).getByText('$12.50')).toBeInTheDocument();
    expect(within(row).getByText('40')).toBeInTheDocument();
    // No offer at all: a dash, not $0.00.
    expect(within(screen.getByRole('row', { name: /WhatsApp/ })).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Price from' })).toBeInTheDocument();
    // Issue 17: rows of plain cells styled by their table, no styled element each to hydrate.
    expect(row.closest('table')!.querySelectorAll('[class*="Mui"]')).toHaveLength(0);
  });

  it('searches and filters by country through the catalogue query', async () => {
    const calls = mockFetch({
      'GET /api/countries': { body: countries },
      'GET /api/services': (c) =>
        c.url.includes('search=tele')
          ? { body: { status: true, count: 1, services: [service(1, 'Telegram', 900, 3)] } }
          : {
              body: {
                status: true,
                count: 2,
                services: [service(1, 'Telegram', 1250, 40), service(2, 'Viber', 300, 1)],
              },
            },
    });
    renderPage(<PricesTable />, { user: null });
    await screen.findByRole('row', { name: /Viber/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search services' }), 'tele');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Viber/ })).not.toBeInTheDocument());
    expect(screen.getByText('$9.00')).toBeInTheDocument();

    const country = screen.getByRole('combobox', { name: 'Country' });
    await screen.findByRole('option', { name: 'Kazakhstan' });
    await userEvent.selectOptions(country, 'Kazakhstan');
    expect(await screen.findByRole('heading', { name: 'Prices in Kazakhstan' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('country_id=7') && c.url.includes('search=tele'))).toBe(true),
    );
    expect(screen.getByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
  });

  it('says so when nothing matches, and offers a retry after a failure', async () => {
    let fail = true;
    mockFetch({
      'GET /api/countries': { body: countries },
      'GET /api/services': () =>
        fail ? { status: 500, body: { message: 'boom' } } : { body: { status: true, count: 0, services: [] } },
    });
    renderPage(<PricesTable />, { user: null });
    expect(await screen.findByText('The price list could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No service matches.')).toBeInTheDocument();
  });
});
