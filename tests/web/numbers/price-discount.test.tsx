import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PricePanel } from '@/features/numbers/components/price-panel';
import BoughtDialog from '@/features/numbers/components/bought-dialog';
import { activation } from './fixtures';
import { makeUser, mockFetch, renderWith } from './harness';
import { renderApp } from '../test-kit/render-app';
import { testI18n } from '../test-kit/i18n';
import numbersFr from '../../../public/locales/fr/numbers.json';
import commonFr from '../../../public/locales/fr/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const pair = { service: { id: 1, name: 'Telegram' }, country: { id: 7, name: 'Kazakhstan' } };
const gold = { discount_percent: 4, level: 'Gold' };
const discounted = {
  status: true,
  data: {
    operators: [{ id: 3, name: 'Beeline', count: 5, price: 96, list_price: 100, discount: 4 }],
    price: 96,
    list_price: 100,
    discount: 4,
    count: 5,
    ...gold,
  },
};
const plain = {
  status: true,
  data: { operators: [{ id: 3, name: 'Beeline', count: 5, price: 100 }], price: 100, count: 5 },
};
const confirming = makeUser({ settings: { copying_code: false, confirmation_actions: true, sound_new_sms: false } });

describe('loyalty discount in the buying flow', () => {
  it('names the level in the page language', async () => {
    mockFetch({ 'GET /api/price': { body: discounted } });
    renderApp(<PricePanel {...pair} signedIn />, {
      i18n: testI18n({ numbers: numbersFr, common: commonFr }, 'numbers', 'fr'),
      user: makeUser(),
    });
    const discount = await screen.findByTestId('price-discount');
    expect(within(discount).getByText('Or −4 %')).toBeInTheDocument();
  });

  it('shows the final price, the list price struck through and read as "was", and the level', async () => {
    mockFetch({ 'GET /api/price': { body: discounted } });
    renderWith(<PricePanel {...pair} signedIn />);
    expect(await screen.findByTestId('price')).toHaveTextContent(/^\$0\.96$/);
    const discount = screen.getByTestId('price-discount');
    expect(within(discount).getByText('was $1.00')).toBeInTheDocument();
    const struck = discount.querySelector('s');
    expect(struck).toHaveTextContent('$1.00');
    expect(struck).toHaveAttribute('aria-hidden', 'true');
    expect(within(discount).getByText('Gold −4%')).toBeInTheDocument();
  });

  it('changes nothing without a discount (a guest, or an upstream that sends none)', async () => {
    mockFetch({ 'GET /api/price': { body: { ...plain, data: { ...plain.data, discount: 0, list_price: 100 } } } });
    const { container } = renderWith(<PricePanel {...pair} signedIn={false} />, { user: null });
    expect(await screen.findByTestId('price')).toHaveTextContent(/^\$1\.00$/);
    expect(screen.queryByTestId('price-discount')).not.toBeInTheDocument();
    expect(container.querySelector('s, del')).toBeNull();
    expect(screen.queryByText(/was /)).not.toBeInTheDocument();
  });

  it('names the list price and the level in the confirm step', async () => {
    mockFetch({ 'GET /api/price': { body: discounted } });
    renderWith(<PricePanel {...pair} signedIn />, { user: confirming });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy this number?' });
    expect(dialog).toHaveTextContent('Telegram, Kazakhstan for $0.96 ($1.00 before the Gold −4% discount).');
  });

  it('keeps the confirm text as it was without a discount', async () => {
    mockFetch({ 'GET /api/price': { body: plain } });
    renderWith(<PricePanel {...pair} signedIn />, { user: confirming });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy this number?' });
    expect(dialog).toHaveTextContent(/^Buy this number\?Telegram, Kazakhstan for \$1\.00\.BackBuy$/);
  });

  /** Buys through the panel with the activation dialog mounted, as the fast-number dialog does. */
  async function buyAndOpenReady(quote: unknown, bought: ReturnType<typeof activation>, charged: object) {
    let purchases: unknown[] = [];
    mockFetch({
      'GET /api/price': { body: quote },
      'GET /api/user/latest-purchases': () => ({ body: { status: true, purchases } }),
      'POST /api/activation/buy': () => {
        purchases = [bought];
        return { body: { status: true, activation: bought, balance: 9900, charged } };
      },
    });
    renderWith(
      <>
        <PricePanel {...pair} signedIn />
        <BoughtDialog kind="activation" />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Buy number' }));
    const ready = await screen.findByRole('dialog', { name: 'Your number is ready' });
    await within(ready).findByRole('listitem', { name: bought.phone });
    return ready;
  }

  it('the "number ready" dialog shows what the purchase charged, with the discount', async () => {
    const bought = activation({ id: 31, phone: '+77000000031', price: 96 });
    const ready = await buyAndOpenReady(discounted, bought, { price: 96, list_price: 100, discount: 4, ...gold });
    const receipt = await within(ready).findByTestId('charged');
    expect(receipt).toHaveTextContent('Charged $0.96');
    expect(within(receipt).getByText('was $1.00')).toBeInTheDocument();
    expect(within(receipt).getByText('Gold −4%')).toBeInTheDocument();
  });

  it('the "number ready" dialog opens with focus on its Close button, not on its container', async () => {
    const bought = activation({ id: 33, phone: '+77000000033', price: 100 });
    const ready = await buyAndOpenReady(plain, bought, { price: 100, list_price: 100, discount: 0 });
    await waitFor(() => expect(within(ready).getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('the "number ready" dialog adds nothing when the purchase had no discount', async () => {
    const bought = activation({ id: 32, phone: '+77000000032', price: 100 });
    const ready = await buyAndOpenReady(plain, bought, {
      price: 100,
      list_price: 100,
      discount: 0,
      discount_percent: 0,
      level: null,
    });
    expect(within(ready).queryByTestId('charged')).not.toBeInTheDocument();
    expect(ready.querySelector('s, del')).toBeNull();
  });
});
