import { screen } from '@testing-library/react';
import { PricePanel } from '@/features/numbers/components/price-panel';
import { shortfallOf } from '@/features/numbers/hooks/use-shortfall';
import { makeUser, mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const pair = { service: { id: 1, name: 'Telegram' }, country: { id: 7, name: 'Kazakhstan' } };
const price = {
  status: true,
  data: { operators: [{ id: 3, name: 'Beeline', count: 5, price: 1250 }], price: 1250, count: 5 },
};
const confirming = { copying_code: false, confirmation_actions: true, sound_new_sms: false };

async function panelWithBalance(balance: number) {
  mockFetch({ 'GET /api/price': { body: price } });
  renderWith(<PricePanel {...pair} signedIn />, { user: makeUser({ balance, settings: confirming }) });
  await screen.findByTestId('price');
}

describe('Buy with a short balance', () => {
  it('below the price: a link to top up the shortfall replaces Buy, before any confirm step', async () => {
    await panelWithBalance(1000);
    const topUp = screen.getByRole('link', { name: 'Top up $2.50 and buy' });
    expect(topUp).toHaveAttribute('href', '/top-up?amount=250');
    expect(topUp).toHaveAccessibleDescription('Your balance is $10.00; this costs $12.50.');
    expect(screen.queryByRole('button', { name: 'Buy number' })).not.toBeInTheDocument();
    expect(topUp).not.toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a shortfall of a few cents asks for the $1 payment minimum', async () => {
    await panelWithBalance(1230);
    expect(screen.getByRole('link', { name: 'Top up $1.00 and buy' })).toHaveAttribute('href', '/top-up?amount=100');
  });

  it('equal to the price: Buy as usual', async () => {
    await panelWithBalance(1250);
    expect(screen.getByRole('button', { name: 'Buy number' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /Top up/ })).not.toBeInTheDocument();
  });

  it('above the price: Buy as usual', async () => {
    await panelWithBalance(1251);
    expect(screen.getByRole('button', { name: 'Buy number' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /Top up/ })).not.toBeInTheDocument();
  });

  it('a guest keeps Buy (which asks for sign-in)', async () => {
    mockFetch({ 'GET /api/price': { body: price } });
    renderWith(<PricePanel {...pair} signedIn={false} />, { user: null });
    expect(await screen.findByRole('button', { name: 'Buy number' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /Top up/ })).not.toBeInTheDocument();
  });

  it('shortfallOf: the difference, at least the minimum; none when covered or unpriced', () => {
    expect(shortfallOf(0, 1250)).toBe(1250);
    expect(shortfallOf(1249, 1250)).toBe(100);
    expect(shortfallOf(1000, 1250)).toBe(250);
    expect(shortfallOf(1250, 1250)).toBeNull();
    expect(shortfallOf(5000, 1250)).toBeNull();
    expect(shortfallOf(0, null)).toBeNull();
  });
});
