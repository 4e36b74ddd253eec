import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RentPricePanel } from '@/features/numbers/components/rent-price-panel';
import { formatExpiry } from '@/features/numbers/components/expiry-text';
import { activeAnswer, rent } from '../numbers/fixtures';
import { mockFetch, renderWith } from '../numbers/harness';
import type { Answer } from '../test-kit/fetch';
import { renderRentPage } from './rent-page';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

type Reply = Answer | (() => Answer);

const pair = { service: { id: 1, name: 'Telegram' }, country: { id: 7, name: 'Kazakhstan' } };
const later = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
// The time of day in the browser's zone, as the message must show it (jsdom runs in the machine's zone).
const clock = (iso: string) =>
  new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

describe('rentals confirm with the new expiry', () => {
  it('formats an expiry with day, month and time in the page language', () => {
    const iso = '2026-11-24T14:05:00Z';
    const en = formatExpiry(iso, 'en');
    expect(en).toContain('Nov');
    expect(en).toContain(clock(iso));
    expect(formatExpiry(iso, 'de')).toMatch(/Nov\./);
    expect(formatExpiry(iso, 'ru')).toMatch(/нояб/);
  });

  it('renting shows "Rented until …" with the rental\'s expiry', async () => {
    const expiry = '2026-11-24T14:05:00Z';
    mockFetch({
      'GET /api/rent-price': {
        body: {
          status: true,
          data: { periods: [{ period: 24, count: 3, price: 250 }], operators: [], count: 3, price: 250, period: 24 },
        },
      },
      'POST /api/rent/buy': {
        body: { status: true, message: 'Number rented', rent: rent({ id: 41, expired_date: expiry }), balance: 9750 },
      },
    });
    renderWith(<RentPricePanel {...pair} signedIn />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rent number' }));
    const notice = await screen.findByText(/^Rented until /);
    expect(notice).toHaveTextContent(`Rented until ${formatExpiry(expiry, 'en')}`);
    // One confirmation through the notice path: the server's plain message is not shown beside it.
    expect(screen.queryByText('Number rented')).not.toBeInTheDocument();
    expect(notice).toHaveTextContent(clock(expiry));
  });

  it('a failed rental shows no confirmation', async () => {
    mockFetch({
      'GET /api/rent-price': {
        body: {
          status: true,
          data: { periods: [{ period: 24, count: 3, price: 250 }], operators: [], count: 3, price: 250, period: 24 },
        },
      },
      'POST /api/rent/buy': { status: 422, body: { status: false, message: 'Period not offered' } },
    });
    renderWith(<RentPricePanel {...pair} signedIn />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rent number' }));
    expect(await screen.findByText('Period not offered')).toBeInTheDocument();
    expect(screen.queryByText(/^Rented until /)).not.toBeInTheDocument();
  });

  /** The rent page with one rental whose extension prices `periods` reads; Extend for $15.00 clicked. */
  async function openExtend(onExtend: Reply, periods = () => [{ period: 24, price: 1500, expired_date: later(26) }]) {
    const current = rent({ expired_date: later(2) });
    const calls = renderRentPage({
      'GET /api/user/active-rent-numbers': { body: activeAnswer([current]) },
      'GET /api/rent/21/extend-price': () => ({
        body: { status: true, data: { expired_date: current.expired_date, periods: periods() } },
      }),
      'POST /api/rent/21/extend': onExtend,
    });
    const row = await screen.findByRole('listitem', { name: '+77000000021' });
    await userEvent.click(await within(row).findByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend rent' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Extend for $15.00' }));
    return { calls, dialog };
  }

  it('extending shows "Extended until …" with the server\'s new expiry', async () => {
    const extended = later(26);
    await openExtend(() => ({
      body: { status: true, message: 'Rental extended', rent: rent({ expired_date: extended }), balance: 5000 },
    }));
    const notice = await screen.findByText(/^Extended until /);
    expect(notice).toHaveTextContent(`Extended until ${formatExpiry(extended, 'en')}`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Extend rent' })).not.toBeInTheDocument());
  });

  it('a failed extension keeps the dialog and shows no confirmation', async () => {
    const { dialog } = await openExtend({ status: 409, body: { status: false, message: 'Rental already ended' } });
    // Said inside the dialog too: MUI hides the alerts behind it from screen readers.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Rental already ended');
    expect(screen.queryByText(/^Extended until /)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Extend rent' })).toBeInTheDocument();
  });

  it('an extension charges at most the price shown; refused as dearer, the dialog shows the price now', async () => {
    let price = 1500;
    const { calls, dialog } = await openExtend(
      () => {
        price = 1700;
        return {
          status: 409,
          body: { status: false, code: 'PRICE_CHANGED', message: 'The price rose above max_price.', price: 1700 },
        };
      },
      () => [{ period: 24, price, expired_date: later(26) }],
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The price went up since you saw it, so nothing was charged. Check the new price and confirm again.',
    );
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ period: 24, max_price: 1500 });
    expect(await within(dialog).findByRole('button', { name: 'Extend for $17.00' })).toBeEnabled();
    expect(screen.queryByText(/^Extended until /)).not.toBeInTheDocument();
  });
});
