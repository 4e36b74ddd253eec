import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RentPricePanel } from '@/features/numbers/components/rent-price-panel';
import { NumberDialogs } from '@/features/numbers/components/number-dialogs';
import { PendingPurchaseNote } from '@/features/numbers/components/pending-purchase-note';
import { PENDING_PURCHASE_KEY } from '@/state/pending-purchase';
import { emitRealtime } from '@/state/realtime-bus';
import { rent } from './fixtures';
import { makeUser, mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const pair = { service: { id: 1, name: 'Telegram' }, country: { id: 7, name: 'Kazakhstan' } };
const settings = (confirmation_actions: boolean) =>
  makeUser({ settings: { copying_code: false, confirmation_actions, sound_new_sms: false } });
const gold = { discount_percent: 4, level: 'Gold' };
const rentPrice = {
  status: true,
  data: {
    periods: [
      { period: 24, count: 3, price: 240, list_price: 250, discount: 10 },
      { period: 72, count: 3, price: 672, list_price: 700, discount: 28 },
    ],
    operators: [],
    count: 3,
    price: 240,
    list_price: 250,
    discount: 10,
    period: 24,
    ...gold,
  },
};

/** The price, the buy and the latest rentals, whose first row is the rental once it is bought. */
function rentRoutes(bought = rent({ id: 41, phone: '+77000000041', price: 240 })) {
  let purchases: unknown[] = [];
  return mockFetch({
    'GET /api/rent-price': { body: rentPrice },
    'GET /api/user/latest-rent-purchases': () => ({ body: { status: true, purchases } }),
    'POST /api/rent/buy': () => {
      purchases = [bought];
      return {
        body: {
          status: true,
          rent: bought,
          balance: 9760,
          charged: { price: 240, list_price: 250, discount: 10, ...gold },
        },
      };
    },
  });
}

beforeEach(() => sessionStorage.clear());

describe('a rental just bought', () => {
  it('opens "Your number is ready" with the rental, its Extend, the receipt and focus on Close', async () => {
    rentRoutes();
    renderWith(
      <>
        <RentPricePanel {...pair} signedIn />
        <NumberDialogs />
      </>,
      { user: settings(false) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Rent number' }));
    const ready = await screen.findByRole('dialog', { name: 'Your number is ready' });
    const row = await within(ready).findByRole('listitem', { name: '+77000000041' });
    expect(within(row).getByRole('button', { name: 'Extend' })).toBeInTheDocument();
    const receipt = within(ready).getByTestId('charged');
    expect(receipt).toHaveTextContent('Charged $2.40');
    expect(within(receipt).getByText('was $2.50')).toBeInTheDocument();
    // Bought on /rent, whose list holds it: no link away, only Close.
    expect(within(ready).queryByRole('link', { name: 'All active numbers' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(ready).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.click(within(ready).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the confirm step names the period rented, as chosen', async () => {
    const calls = rentRoutes();
    renderWith(<RentPricePanel {...pair} signedIn />, { user: settings(true) });
    await userEvent.click(await screen.findByRole('button', { name: 'Rent number' }));
    const first = await screen.findByRole('dialog', { name: 'Rent this number?' });
    expect(first).toHaveTextContent('Telegram, Kazakhstan, 1 day for $2.40 ($2.50 before the Gold −4% discount).');
    await userEvent.click(within(first).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: /^3 days/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Rent number' }));
    const second = await screen.findByRole('dialog', { name: 'Rent this number?' });
    expect(second).toHaveTextContent(/Telegram, Kazakhstan, 3 days for \$\d/);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('a rental bought after a top-up opens the same dialog on /rent', async () => {
    rentRoutes(rent({ id: 42, phone: '+77000000042', price: 900 }));
    sessionStorage.setItem(
      PENDING_PURCHASE_KEY,
      JSON.stringify({
        userId: 1,
        kind: 'rent',
        serviceId: 1,
        countryId: 7,
        operatorId: null,
        period: 24,
        price: 240,
        serviceName: 'Telegram',
        countryName: 'Kazakhstan',
        idempotencyKey: 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff',
        createdAt: Date.now() - 60_000,
      }),
    );
    renderWith(
      <>
        <PendingPurchaseNote />
        <NumberDialogs />
      </>,
      { user: makeUser({ balance: 100 }) },
    );
    await screen.findByTestId('pending-purchase');
    act(() => emitRealtime('BalanceTopup', { balance: 1000 }));
    const ready = await screen.findByRole('dialog', { name: 'Your number is ready' });
    expect(await within(ready).findByRole('listitem', { name: '+77000000042' })).toBeInTheDocument();
  });
});
