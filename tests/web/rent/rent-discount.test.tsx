import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RentPricePanel } from '@/features/numbers/components/rent-price-panel';
import ExtendDialog from '@/features/numbers/components/extend-dialog';
import { mockFetch, renderWith } from '../numbers/harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const pair = { service: { id: 1, name: 'Telegram' }, country: { id: 7, name: 'Kazakhstan' } };
const later = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

const rentPrice = (discounted: boolean) => ({
  status: true,
  data: {
    periods: [
      { period: 4, count: 3, price: discounted ? 72 : 75, ...(discounted ? { list_price: 75, discount: 3 } : {}) },
      { period: 24, count: 3, price: discounted ? 240 : 250, ...(discounted ? { list_price: 250, discount: 10 } : {}) },
    ],
    operators: [],
    count: 3,
    price: discounted ? 240 : 250,
    period: 24,
    ...(discounted ? { list_price: 250, discount: 10, discount_percent: 4, level: 'Gold' } : {}),
  },
});

const extendPrice = (discounted: boolean) => ({
  status: true,
  data: {
    expired_date: later(2),
    periods: [
      {
        period: 4,
        price: discounted ? 72 : 75,
        expired_date: later(6),
        ...(discounted ? { list_price: 75, discount: 3 } : {}),
      },
      {
        period: 24,
        price: discounted ? 240 : 250,
        expired_date: later(26),
        ...(discounted ? { list_price: 250, discount: 10 } : {}),
      },
    ],
    ...(discounted ? { discount_percent: 4, level: 'Gold' } : { discount_percent: 0, level: null }),
  },
});

describe('loyalty discount on rentals', () => {
  it('rent panel: the chosen period and every period show the struck list price, the level once', async () => {
    mockFetch({ 'GET /api/rent-price': { body: rentPrice(true) } });
    renderWith(<RentPricePanel {...pair} signedIn />);
    expect(await screen.findByTestId('price')).toHaveTextContent(/^\$2\.40$/);
    const card = screen.getByRole('region', { name: 'Price' });
    expect(within(card).getByText('Gold −4%')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('combobox', { name: 'Period' }));
    const four = await screen.findByRole('option', { name: /4 hours — \$0\.72/ });
    expect(within(four).getByText('was $0.75')).toBeInTheDocument();
    expect(four.querySelector('s')).toHaveTextContent('$0.75');
    expect(within(four).queryByText('Gold −4%')).not.toBeInTheDocument();
  });

  it('rent panel without a discount looks as before', async () => {
    mockFetch({ 'GET /api/rent-price': { body: rentPrice(false) } });
    const { container } = renderWith(<RentPricePanel {...pair} signedIn />);
    expect(await screen.findByTestId('price')).toHaveTextContent(/^\$2\.50$/);
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    expect(await screen.findByRole('option', { name: /^4 hours — \$0\.75$/ })).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('s, del')).toBeNull();
    expect(screen.queryByTestId('price-discount')).not.toBeInTheDocument();
  });

  it('extension dialog: each period shows its discount and the level is named', async () => {
    mockFetch({ 'GET /api/rent/21/extend-price': { body: extendPrice(true) } });
    renderWith(<ExtendDialog id={21} />);
    const dialog = await screen.findByRole('dialog', { name: 'Extend rent' });
    expect(await within(dialog).findByText('Prices include your Gold −4% discount.')).toBeInTheDocument();
    const day = within(dialog).getByRole('radio', { name: /1 day — \$2\.40 was \$2\.50/ });
    expect(day).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Extend for $2.40' })).toBeEnabled();
  });

  it('extension dialog without a discount is unchanged', async () => {
    mockFetch({ 'GET /api/rent/21/extend-price': { body: extendPrice(false) } });
    renderWith(<ExtendDialog id={21} />);
    const dialog = await screen.findByRole('dialog', { name: 'Extend rent' });
    expect(await within(dialog).findByRole('radio', { name: /1 day — \$2\.50 until/ })).toBeChecked();
    expect(within(dialog).queryByText(/discount/)).not.toBeInTheDocument();
    expect(dialog.querySelector('s, del')).toBeNull();
  });
});
