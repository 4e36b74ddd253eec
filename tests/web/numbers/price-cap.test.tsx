import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PricePanel } from '@/features/numbers/components/price-panel';
import { RentPricePanel } from '@/features/numbers/components/rent-price-panel';
import { activation, rent } from './fixtures';
import { makeUser, mockFetch, renderWith, type Call } from './harness';
import type { Answer } from '../test-kit/fetch';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const pair = { service: { id: 1, name: 'Telegram' }, country: { id: 7, name: 'Kazakhstan' } };
const priceAt = (price: number) => ({
  status: true,
  data: { operators: [{ id: 3, name: 'Beeline', count: 5, price }], price, count: 5 },
});
const priceChanged = (price: number): Answer => ({
  status: 409,
  body: {
    status: false,
    code: 'PRICE_CHANGED',
    message: 'The price rose above max_price; nothing was charged.',
    price,
  },
});
const RAISED = 'The price went up since you saw it, so nothing was charged. Check the new price and confirm again.';
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
const confirming = makeUser({ settings: { copying_code: false, confirmation_actions: true, sound_new_sms: false } });
const direct = makeUser({ settings: { copying_code: false, confirmation_actions: false, sound_new_sms: false } });

/**
 * The price the user is shown and confirms is the most the purchase charges (max_price): a price
 * raised since is refused upstream with nothing charged, and the panel asks again at the new price.
 */
describe('a purchase charges at most the price confirmed', () => {
  /** The price card at $1.00 whose purchase meets a price raised to $1.20; the second try buys. */
  function raisedOnce() {
    let price = 100;
    const calls = mockFetch({
      'GET /api/price': () => ({ body: priceAt(price) }),
      'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
      'POST /api/activation/buy': (call) => {
        if ((call.body as { max_price: number }).max_price < 120) {
          price = 120;
          return priceChanged(120);
        }
        return { body: { status: true, activation: activation({ id: 51, price: 120 }), balance: 880 } };
      },
    });
    return calls;
  }

  it('sends the confirmed price; refused as dearer, it says so and asks again at the new price', async () => {
    const calls = raisedOnce();
    renderWith(<PricePanel {...pair} signedIn />, { user: confirming });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy number' }));
    const first = await screen.findByRole('dialog', { name: 'Buy this number?' });
    expect(first).toHaveTextContent('Telegram, Kazakhstan for $1.00.');
    await userEvent.click(within(first).getByRole('button', { name: 'Buy' }));

    expect(await screen.findByText(RAISED)).toBeInTheDocument();
    const again = await screen.findByRole('dialog', { name: 'Buy this number?' });
    expect(again).toHaveTextContent('Telegram, Kazakhstan for $1.20.');
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.body).toMatchObject({ service_id: 1, country_id: 7, max_price: 100 });
    expect(screen.getByTestId('price')).toHaveTextContent('$1.20');

    await userEvent.click(within(again).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]!.body).toMatchObject({ max_price: 120 });
  });

  it('asks about the new price even with confirmations off, and buys nothing without a yes', async () => {
    const calls = raisedOnce();
    renderWith(<PricePanel {...pair} signedIn />, { user: direct });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy number' }));
    const again = await screen.findByRole('dialog', { name: 'Buy this number?' });
    expect(again).toHaveTextContent('Telegram, Kazakhstan for $1.20.');
    expect(posts(calls)[0]!.body).toMatchObject({ max_price: 100 });
    await userEvent.click(within(again).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toHaveLength(1);
  });

  it('a rental sends the price shown for its period', async () => {
    const calls = mockFetch({
      'GET /api/rent-price': {
        body: {
          status: true,
          data: { periods: [{ period: 24, count: 3, price: 250 }], operators: [], count: 3, price: 250, period: 24 },
        },
      },
      'POST /api/rent/buy': { body: { status: true, rent: rent({ id: 41 }), balance: 9750 } },
    });
    renderWith(<RentPricePanel {...pair} signedIn />, { user: direct });
    await userEvent.click(await screen.findByRole('button', { name: 'Rent number' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ period: 24, max_price: 250 });
  });
});
