import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeAnswer, rent } from '../numbers/fixtures';
import { renderRentPage } from './rent-page';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const later = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

type Rental = ReturnType<typeof rent>;
type Period = { period: number; price: number; expired_date: string };

/**
 * The rent page with its dialogs and one rental (id 21) expiring in 2 hours, whose extension
 * prices are `periods`; `extend` makes an extension of the rental (and may throw: a lost answer).
 */
function renderRental(periods: Period[], extend: (rental: Rental) => Rental) {
  let current = rent({ expired_date: later(2) });
  return renderRentPage({
    'GET /api/user/active-rent-numbers': () => ({ body: activeAnswer([current]) }),
    'GET /api/rent/21/extend-price': { body: { status: true, data: { expired_date: current.expired_date, periods } } },
    'POST /api/rent/21/extend': () => {
      current = extend(current);
      return { body: { status: true, rent: current, balance: 5000 } };
    },
  });
}

describe('rent extend dialog', () => {
  it('shows the price of each period and moves the expiry after extending', async () => {
    const calls = renderRental(
      [
        { period: 4, price: 300, expired_date: later(6) },
        { period: 24, price: 1500, expired_date: later(26) },
      ],
      (rental) => ({ ...rental, expired_date: later(26), price: rental.price + 1500 }),
    );
    const row = await screen.findByRole('listitem', { name: '+77000000021' });
    expect(await within(row).findByText(/^(1:59:\d\d|2:00:00) left$/)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend rent' });
    expect(await within(dialog).findByText(/4 hours — \$3\.00/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /1 day — \$15\.00/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend for $15.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Extend rent' })).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/rent/21/extend',
      body: { period: 24, idempotency_key: expect.any(String) },
    });
    expect(await within(row).findByText(/^1d (1:59:\d\d|2:00:00) left$/)).toBeInTheDocument();
  });

  it('a retry after a lost answer sends the same idempotency key, so the upstream extends once', async () => {
    let attempts = 0;
    const calls = renderRental([{ period: 24, price: 1500, expired_date: later(26) }], (rental) => {
      attempts += 1;
      // The first answer never arrives (the connection dropped after the upstream extended).
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return { ...rental, expired_date: later(26) };
    });
    const row = await screen.findByRole('listitem', { name: '+77000000021' });
    await userEvent.click(within(row).getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend rent' });
    const button = await within(dialog).findByRole('button', { name: 'Extend for $15.00' });
    await userEvent.click(button);
    await waitFor(() => expect(attempts).toBe(1));
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Extend rent' })).not.toBeInTheDocument());
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body as { idempotency_key?: string });
    expect(posts).toHaveLength(2);
    expect(posts[0]!.idempotency_key).toMatch(/^[\w-]{8,100}$/);
    expect(posts[1]!.idempotency_key).toBe(posts[0]!.idempotency_key);
  });

  it('offers a refunded cancel only inside the window and before any SMS', async () => {
    renderRentPage({
      'GET /api/user/active-rent-numbers': {
        body: activeAnswer([
          rent(),
          rent({ id: 22, phone: '+77000000022', cancel_available_until: new Date(Date.now() - 1000).toISOString() }),
        ]),
      },
    });
    const open = await screen.findByRole('listitem', { name: '+77000000021' });
    expect(await within(open).findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const closed = screen.getByRole('listitem', { name: '+77000000022' });
    expect(within(closed).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(closed).getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });
});
