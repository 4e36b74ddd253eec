import { screen } from '@testing-library/react';
import { PriceColumn } from '@/features/numbers/components/price-column';
import { mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const telegram = { id: 1, name: 'Telegram' };
const kazakhstan = { id: 7, name: 'Kazakhstan' };
const activationPrice = {
  status: true,
  data: { operators: [{ id: 3, name: 'Beeline', count: 5, price: 1250 }], price: 1250, count: 5 },
};
const rentPrice = {
  status: true,
  data: {
    operators: [{ id: 3, name: 'Beeline', count: 2, price: 9900 }],
    price: 9900,
    count: 2,
    periods: [{ period: 24, price: 9900 }],
  },
};

describe('PriceColumn (issue 17: the price panel loads once a pair is chosen)', () => {
  it.each([
    [null, null],
    [telegram, null],
  ])('asks for a pair, and for no price, until one is chosen (%o, %o)', async (service, country) => {
    const calls = mockFetch({ 'GET /api/price': { body: activationPrice } });
    renderWith(<PriceColumn kind="activation" service={service} country={country} signedIn />);
    expect(screen.getByText('Choose a service and a country to see the price.')).toBeInTheDocument();
    // Time for the panel, had it been rendered, to ask for its price.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Price' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says it is loading while the panel comes, then shows the price', async () => {
    mockFetch({ 'GET /api/price': { body: activationPrice } });
    const { container } = renderWith(
      <PriceColumn kind="activation" service={telegram} country={kazakhstan} signedIn />,
    );
    // The first render, before the panel's code has arrived: a busy prompt, not an empty column.
    expect(container.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    expect(await screen.findByTestId('price')).toHaveTextContent('$12.50');
    expect(screen.getByRole('heading', { name: 'Telegram · Kazakhstan' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows the rent panel, with its periods, for rentals', async () => {
    const calls = mockFetch({ 'GET /api/rent-price': { body: rentPrice } });
    renderWith(<PriceColumn kind="rent" service={telegram} country={kazakhstan} signedIn />);
    expect(await screen.findByTestId('price')).toHaveTextContent('$99.00');
    expect(screen.getByRole('button', { name: 'Rent number' })).toBeInTheDocument();
    expect(calls.map((c) => c.url.split('?')[0])).toContain('/api/rent-price');
  });
});
