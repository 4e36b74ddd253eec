import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivationsView } from '@/features/numbers/components/activations-view';
import { RentView } from '@/features/numbers/components/rent-view';
import { emitRealtime } from '@/state/realtime-bus';
import { activation, activeAnswer, listRoutes, rent } from './fixtures';
import { mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// A purchase closed by the server with no event of its own (the expiry sweeper, or a cancel
// from another tab) is announced only by its refund: BalanceTopup with `refund`.
const latest = () => screen.getByRole('region', { name: 'Latest purchases' });

/** The activation's lists, waiting until `expire()`, then expired and refunded by the server. */
function expiringActivation(routes: Parameters<typeof mockFetch>[0] = {}) {
  let expired = false;
  mockFetch({
    'GET /api/user/active-numbers': () => ({ body: activeAnswer(expired ? [] : [activation()]) }),
    'GET /api/user/latest-purchases': () => ({
      body: { status: true, purchases: [activation(expired ? { status: 'expired', refunded: 1250 } : {})] },
    }),
    ...listRoutes(),
    ...routes,
  });
  return () => {
    expired = true;
  };
}

describe('a refund shows on the number it refunded', () => {
  it('an expiry refund takes the activation off the active list; Latest purchases say Refunded', async () => {
    const expire = expiringActivation();
    renderWith(<ActivationsView />);
    const row = await screen.findByRole('listitem', { name: '+77000000011' });
    expect(within(row).getByText('Waiting')).toBeInTheDocument();
    expect(await within(latest()).findByText(/Waiting$/)).toBeInTheDocument();

    expire();
    act(() => emitRealtime('BalanceTopup', { balance: 11_250, refund: { amount: 1250, type: 'activation', id: 11 } }));

    expect(await screen.findByText('You have no active numbers. Buy one from the catalogue.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '+77000000011' })).not.toBeInTheDocument();
    expect(await within(latest()).findByText(/Refunded \$12\.50$/)).toBeInTheDocument();
  });

  it('a rental’s refund refreshes the rent lists; a plain top-up refreshes nothing', async () => {
    let refunded = false;
    const calls = mockFetch({
      'GET /api/user/active-rent-numbers': () => ({ body: activeAnswer(refunded ? [] : [rent()]) }),
      'GET /api/user/latest-rent-purchases': { body: { status: true, purchases: [] } },
      'GET /api/rent-services': { body: { status: true, count: 0, services: [] } },
      'GET /api/rent-countries': { body: { status: true, count: 0, countries: [] } },
    });
    renderWith(<RentView live />);
    await screen.findByRole('listitem', { name: '+77000000021' });
    const reads = () => calls.filter((c) => c.url.startsWith('/api/user/active-rent-numbers')).length;
    const before = reads();
    await act(async () => emitRealtime('BalanceTopup', { balance: 50_000 }));
    await new Promise((r) => setTimeout(r, 50));
    expect(reads()).toBe(before);

    refunded = true;
    act(() => emitRealtime('BalanceTopup', { balance: 50_900, refund: { amount: 900, type: 'rent', id: 21 } }));
    expect(await screen.findByText('You have no active numbers. Buy one from the catalogue.')).toBeInTheDocument();
  });

  it('an action refused with 409 (the row was stale) reads the list again', async () => {
    const expire = expiringActivation({
      'POST /api/activation/11/cancel': {
        status: 409,
        body: { status: false, message: 'Already finished', code: 'ALREADY_FINISHED' },
      },
    });
    renderWith(<ActivationsView />);
    const row = await screen.findByRole('listitem', { name: '+77000000011' });
    // The server's sweeper expired it; no event reached this page.
    expire();
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('This number is already finished.')).toBeInTheDocument();
    expect(await screen.findByText('You have no active numbers. Buy one from the catalogue.')).toBeInTheDocument();
    expect(await within(latest()).findByText(/Refunded \$12\.50$/)).toBeInTheDocument();
  });
});
