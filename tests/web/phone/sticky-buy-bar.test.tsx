import type { ReactNode } from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@/state/ssr-user';
import { PricePanel } from '@/features/numbers/components/price-panel';
import { RentPricePanel } from '@/features/numbers/components/rent-price-panel';
import { activation } from '../numbers/fixtures';
import { makeUser, mockFetch } from '../numbers/harness';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import numbers from '../../../public/locales/en/numbers.json';
import numbersPhone from '../../../public/locales/en/numbers-phone.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const render = (ui: ReactNode, user: SessionUser | null = makeUser()) =>
  renderApp(ui, { i18n: testI18n({ numbers, common, 'numbers-phone': numbersPhone }, 'numbers'), user });

const pair = { service: { id: 1, name: 'WhatsApp' }, country: { id: 7, name: 'Russia' } };
const price = (count: number) => ({
  status: true,
  data: { operators: [{ id: 3, name: 'Beeline', count, price: 1250 }], price: 1250, count },
});
const confirming = { copying_code: false, confirmation_actions: true, sound_new_sms: false };
const bar = () => within(screen.getByRole('region', { name: 'Your choice' }));

describe('the phone buy bar', () => {
  it('shows the chosen service, country, price and free numbers', async () => {
    mockFetch({ 'GET /api/price': { body: price(5) } });
    render(<PricePanel {...pair} signedIn stickyBar />);
    expect(await bar().findByTestId('bar-price')).toHaveTextContent('$12.50');
    expect(bar().getByText('WhatsApp · Russia')).toBeInTheDocument();
    expect(bar().getByText('5 numbers available')).toBeInTheDocument();
    expect(bar().getByRole('button', { name: 'Buy number' })).toBeEnabled();
  });

  it('writes large counts as the language does: in the card, the bar and the operator list', async () => {
    const many = {
      status: true,
      data: { operators: [{ id: 3, name: 'Beeline', count: 12_345, price: 1250 }], price: 1250, count: 12_345 },
    };
    mockFetch({ 'GET /api/price': { body: many } });
    render(<PricePanel {...pair} signedIn stickyBar />);
    await bar().findByTestId('bar-price');
    expect(bar().getByText('12,345 numbers available')).toBeInTheDocument();
    expect(screen.getAllByText('12,345 numbers available')).toHaveLength(2);
    fireEvent.mouseDown(screen.getAllByRole('combobox', { name: 'Operator' })[0]!);
    expect(await screen.findByRole('option', { name: 'Beeline — $12.50 (12,345)' })).toBeInTheDocument();
  });

  it.each([
    ['ru', 12_345, 'Доступно 12 345 номеров'],
    ['ru', 1, 'Доступен 1 номер'],
    ['fr', 12_345, '12 345 numéros disponibles'],
  ])('%s: a count of %i reads "%s", plural form kept', async (lng, count, text) => {
    const texts = (ns: string) =>
      JSON.parse(readFileSync(path.join(process.cwd(), 'public/locales', lng, `${ns}.json`), 'utf8')) as object;
    mockFetch({ 'GET /api/price': { body: price(count) } });
    renderApp(<PricePanel {...pair} signedIn stickyBar />, {
      i18n: testI18n(
        { numbers: texts('numbers'), common: texts('common'), 'numbers-phone': texts('numbers-phone') },
        'numbers',
        lng,
      ),
      user: makeUser(),
    });
    expect(await screen.findAllByText(text)).toHaveLength(2);
  });

  it('is not there without the stickyBar flag (the fast-number dialog)', async () => {
    mockFetch({ 'GET /api/price': { body: price(5) } });
    render(<PricePanel {...pair} signedIn />);
    await screen.findByTestId('price');
    expect(screen.queryByRole('region', { name: 'Your choice' })).not.toBeInTheDocument();
  });

  it("Buy goes through the card's confirm step and buys once", async () => {
    const calls = mockFetch({
      'GET /api/price': { body: price(5) },
      'POST /api/activation/buy': { body: { status: true, activation: activation(), balance: 8750 } },
      'GET /api/user': { body: { user: makeUser() } },
    });
    render(<PricePanel {...pair} signedIn stickyBar />, makeUser({ settings: confirming }));
    await bar().findByTestId('bar-price');
    await userEvent.click(bar().getByRole('button', { name: 'Buy number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy this number?' });
    expect(dialog).toHaveTextContent('WhatsApp, Russia for $12.50.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.keyDown(dialog, { key: 'Enter' });
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ service_id: 1, country_id: 7 });
  });

  it('asks a guest to sign in instead of buying', async () => {
    const calls = mockFetch({ 'GET /api/price': { body: price(5) } });
    render(<PricePanel {...pair} signedIn={false} stickyBar />, null);
    await bar().findByTestId('bar-price');
    await userEvent.click(bar().getByRole('button', { name: 'Buy number' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a short balance: "Top up $x and buy" with the shortfall note, in place of Buy', async () => {
    mockFetch({ 'GET /api/price': { body: price(5) } });
    render(<PricePanel {...pair} signedIn stickyBar />, makeUser({ balance: 1000 }));
    await bar().findByTestId('bar-price');
    const topUp = bar().getByRole('link', { name: 'Top up $2.50 and buy' });
    expect(topUp).toHaveAttribute('href', '/top-up?amount=250');
    expect(topUp).toHaveAccessibleDescription('Your balance is $10.00; this costs $12.50.');
    expect(bar().queryByRole('button', { name: 'Buy number' })).not.toBeInTheDocument();
  });

  it('sold out: Buy is disabled and the bar says so', async () => {
    mockFetch({ 'GET /api/price': { body: price(0) } });
    render(<PricePanel {...pair} signedIn stickyBar />);
    await bar().findByText('No numbers available right now.');
    expect(bar().getByRole('button', { name: 'Buy number' })).toBeDisabled();
  });

  it('rent: the period and the rent price, and Rent number', async () => {
    mockFetch({
      'GET /api/rent-price': {
        body: {
          status: true,
          data: {
            operators: [],
            price: 30000,
            count: 4,
            period: 24,
            periods: [
              { period: 4, count: 4, price: 10000 },
              { period: 24, count: 4, price: 30000 },
            ],
          },
        },
      },
    });
    render(<RentPricePanel {...pair} signedIn stickyBar />, makeUser({ balance: 100000 }));
    expect(await bar().findByTestId('bar-price')).toHaveTextContent('$300.00');
    expect(bar().getByText(/1 day/)).toBeInTheDocument();
    expect(bar().getByRole('button', { name: 'Rent number' })).toBeEnabled();
  });
});
