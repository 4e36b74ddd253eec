import { screen, within } from '@testing-library/react';
import { RentPricePanel } from '@/features/numbers/components/rent-price-panel';
import ExtendDialog from '@/features/numbers/components/extend-dialog';
import { makeUser, mockFetch, renderWith } from '../numbers/harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const pair = { service: { id: 1, name: 'Telegram' }, country: { id: 7, name: 'Kazakhstan' } };
const later = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const rentPrice = {
  status: true,
  data: {
    periods: [
      { period: 4, count: 3, price: 75 },
      { period: 24, count: 3, price: 250 },
    ],
    operators: [],
    count: 3,
    price: 250,
    period: 24,
  },
};
const extendPrice = {
  status: true,
  data: {
    expired_date: later(2),
    periods: [
      { period: 4, price: 75, expired_date: later(6) },
      { period: 24, price: 250, expired_date: later(26) },
    ],
  },
};

describe('Rent and extend with a short balance', () => {
  it.each([
    [100, 'Top up $1.50 to rent', '/top-up?amount=150'],
    [200, 'Top up $1.00 to rent', '/top-up?amount=100'],
  ])('rent: balance %i below the price offers the top-up', async (balance, name, href) => {
    mockFetch({ 'GET /api/rent-price': { body: rentPrice } });
    renderWith(<RentPricePanel {...pair} signedIn />, { user: makeUser({ balance }) });
    const topUp = await screen.findByRole('link', { name });
    expect(topUp).toHaveAttribute('href', href);
    expect(screen.queryByRole('button', { name: 'Rent number' })).not.toBeInTheDocument();
  });

  it.each([250, 400])('rent: balance %i covering the price keeps Rent', async (balance) => {
    mockFetch({ 'GET /api/rent-price': { body: rentPrice } });
    renderWith(<RentPricePanel {...pair} signedIn />, { user: makeUser({ balance }) });
    await screen.findByTestId('price');
    expect(screen.getByRole('button', { name: 'Rent number' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /Top up/ })).not.toBeInTheDocument();
  });

  it('extend: below the chosen period price, the top-up link replaces Extend', async () => {
    mockFetch({ 'GET /api/rent/21/extend-price': { body: extendPrice } });
    renderWith(<ExtendDialog id={21} />, { user: makeUser({ balance: 100 }) });
    const dialog = await screen.findByRole('dialog', { name: 'Extend rent' });
    const topUp = await within(dialog).findByRole('link', { name: 'Top up $1.50 to extend' });
    expect(topUp).toHaveAttribute('href', '/top-up?amount=150');
    expect(topUp).toHaveAccessibleDescription('Your balance is $1.00; this costs $2.50.');
    expect(within(dialog).queryByRole('button', { name: /^Extend for/ })).not.toBeInTheDocument();
  });

  it.each([250, 1000])('extend: balance %i covering the price keeps Extend', async (balance) => {
    mockFetch({ 'GET /api/rent/21/extend-price': { body: extendPrice } });
    renderWith(<ExtendDialog id={21} />, { user: makeUser({ balance }) });
    const dialog = await screen.findByRole('dialog', { name: 'Extend rent' });
    expect(await within(dialog).findByRole('button', { name: 'Extend for $2.50' })).toBeEnabled();
    expect(within(dialog).queryByRole('link', { name: /Top up/ })).not.toBeInTheDocument();
  });
});
