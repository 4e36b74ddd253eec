import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithdrawalHistory } from '@/features/referral/components/withdrawal-history';
import { EarningsList } from '@/features/referral/components/earnings-list';
import { earning, mockFetch, page, queries, renderReferral, withdrawal } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const HISTORY = '/api/referral/history-withdrawals';

test('history rows show amount, method, date, wallet and a status chip; the first request sends no empty search', async () => {
  const calls = mockFetch({
    [`GET ${HISTORY}`]: {
      body: page([
        withdrawal(3, { method: 'crypto', wallet: 'bc1qexamplewallet', status: 'pending', amount: 2_000 }),
        withdrawal(2, { method: 'card', wallet: '4242424242424242', status: 'rejected' }),
        withdrawal(1),
      ]),
    },
  });
  renderReferral(<WithdrawalHistory />);
  const rows = within(await screen.findByRole('list', { name: 'Withdrawal history' })).getAllByRole('listitem');
  expect(rows).toHaveLength(3);
  expect(rows[0]).toHaveTextContent('$20.00 · To crypto wallet');
  expect(rows[0]).toHaveTextContent('bc1qexamplewallet');
  expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Rejected')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('Paid')).toBeInTheDocument();
  expect(within(rows[2]!).getByText(/Nov 20, 2026/)).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
  expect(queries(calls, HISTORY)).toEqual([{ page: '1', per_page: '10' }]);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('history pages come from meta.last_page; a search waits for a pause and goes back to page 1', async () => {
  const calls = mockFetch({
    [`GET ${HISTORY}`]: (call) => {
      const q = new URLSearchParams(call.url.split('?')[1]);
      const p = Number(q.get('page'));
      return { body: page([withdrawal(p * 10, { wallet: `wallet-${q.get('search') ?? 'all'}-${p}` })], p, 3) };
    },
  });
  renderReferral(<WithdrawalHistory />);
  await screen.findByText(/wallet-all-1/);
  // The pager's code loads once a list has a second page.
  const nav = await screen.findByRole('navigation');
  expect(within(nav).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  await userEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText(/wallet-all-2/)).toBeInTheDocument();
  expect(queries(calls, HISTORY).at(-1)).toEqual({ page: '2', per_page: '10' });

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by method, status or wallet' }), 'card');
  expect(await screen.findByText(/wallet-card-1/)).toBeInTheDocument();
  const searched = queries(calls, HISTORY).filter((q) => q.search !== undefined);
  // Debounced: one request for the whole word, not one a keystroke.
  expect(searched).toEqual([{ search: 'card', page: '1', per_page: '10' }]);
});

test('an empty history says so, and a search without results says that instead', async () => {
  mockFetch({ [`GET ${HISTORY}`]: { body: page([]) } });
  renderReferral(<WithdrawalHistory />);
  expect(await screen.findByText('No withdrawals yet.')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Withdrawal history' })).not.toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by method, status or wallet' }), 'zzz');
  expect(await screen.findByText('No withdrawals match your search.')).toBeInTheDocument();
});

test('the history shows skeletons while loading, and an error with a retry when the load fails', async () => {
  let fail = true;
  let release: () => void = () => undefined;
  mockFetch({
    [`GET ${HISTORY}`]: () => {
      if (!fail) return { body: page([withdrawal(5)]) };
      return new Promise((resolve) => {
        release = () => resolve({ status: 500, body: { status: false } });
      });
    },
  });
  renderReferral(<WithdrawalHistory />);
  expect(await screen.findByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
  release();
  expect(await screen.findByText('Could not load the withdrawal history.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('list', { name: 'Withdrawal history' })).toBeInTheDocument();
});

test('earnings: masked email, amount and date, 10 a page; an empty list says so', async () => {
  const calls = mockFetch({
    'GET /api/referral/earnings': (call) => {
      const p = Number(new URLSearchParams(call.url.split('?')[1]).get('page'));
      return { body: page([earning(p, p * 100)], p, 2) };
    },
  });
  renderReferral(<EarningsList />);
  const table = await screen.findByRole('table', { name: 'Earnings' });
  const row = within(table).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('f***d@codeport.test');
  expect(row).toHaveTextContent('$1.00');
  expect(within(row).getByText(/Nov 19, 2026/)).toHaveAttribute('datetime', '2026-11-19T08:00:00.000Z');
  await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
  expect(await within(table).findByText('$2.00')).toBeInTheDocument();
  expect(queries(calls, '/api/referral/earnings')).toEqual([
    { page: '1', per_page: '10' },
    { page: '2', per_page: '10' },
  ]);
});

test('no earnings yet says so', async () => {
  mockFetch({ 'GET /api/referral/earnings': { body: page([]) } });
  renderReferral(<EarningsList />);
  expect(await screen.findByText('No earnings yet: they appear when your referrals top up.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
