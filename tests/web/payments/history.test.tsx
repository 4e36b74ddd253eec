import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentHistoryView } from '@/features/payments/components/payment-history-view';
import { emitRealtime } from '@/state/realtime-bus';
import { mockFetch, renderPayments, systems, type Call } from './harness';
import { AppErrors } from '../test-kit/app-errors';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const entry = (
  id: number,
  patch: Partial<{ status: 'pending' | 'paid' | 'failed' | 'expired'; amount: number }> = {},
) => ({
  id,
  transaction_id: `tx_hist${id}`,
  system: { id: systems.card.id, key: 'card', name: 'Bank card', icon: systems.card.icon },
  amount: 12_345,
  status: 'paid' as const,
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:00:09.000Z',
  ...patch,
});

const answer = (rows: ReturnType<typeof entry>[], page = 1, lastPage = 1) => ({
  status: true,
  history: { data: rows, meta: { current_page: page, last_page: lastPage, per_page: 10, total: rows.length } },
});

const options = {
  body: { status: true, data: Object.values(systems).map(({ id, key, name, icon }) => ({ id, key, name, icon })) },
};
const historyQueries = (calls: Call[]) =>
  calls
    .filter((c) => c.url.startsWith('/api/payments-history'))
    .map((c) => Object.fromEntries(new URLSearchParams(c.url.split('?')[1])));

test('rows show the system, amount, status, date and transaction id; the first request sends no empty filters', async () => {
  const calls = mockFetch({
    'GET /api/payments-history': { body: answer([entry(1), entry(2, { status: 'pending', amount: 5_000 })]) },
    'GET /api/payment-history-options': options,
  });
  renderPayments(<PaymentHistoryView />);
  const list = await screen.findByRole('list', { name: 'Payment history' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByText('$123.45 · Bank card')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('Paid')).toBeInTheDocument();
  expect(within(rows[0]!).getByText(/tx_hist1/)).toBeInTheDocument();
  expect(within(rows[0]!).getByText(/Nov 20, 2026/)).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
  expect(within(rows[1]!).getByText('Pending')).toBeInTheDocument();
  expect(historyQueries(calls)).toEqual([{ page: '1', per_page: '10' }]);
});

test('filters are sent without empty values and go back to page 1', async () => {
  const calls = mockFetch({
    'GET /api/payments-history': { body: answer([entry(1)], 2, 3) },
    'GET /api/payment-history-options': options,
  });
  renderPayments(<PaymentHistoryView />);
  await screen.findByRole('list', { name: 'Payment history' });

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
  await waitFor(() => expect(historyQueries(calls).at(-1)).toEqual({ date: 'week', page: '1', per_page: '10' }));

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'Bitcoin');
  await waitFor(() =>
    expect(historyQueries(calls).at(-1)).toEqual({ date: 'week', payment_id: '3', page: '1', per_page: '10' }),
  );

  await userEvent.type(screen.getByRole('searchbox', { name: 'Transaction ID' }), 'abc');
  await waitFor(() =>
    expect(historyQueries(calls).at(-1)).toEqual({
      date: 'week',
      payment_id: '3',
      search: 'abc',
      page: '1',
      per_page: '10',
    }),
  );

  // Back to "all methods": the key disappears instead of being sent empty.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'All methods');
  await waitFor(() =>
    expect(historyQueries(calls).at(-1)).toEqual({ date: 'week', search: 'abc', page: '1', per_page: '10' }),
  );
  for (const query of historyQueries(calls)) expect(Object.values(query)).not.toContain('');
});

test('pagination comes from meta.last_page and asks for the chosen page', async () => {
  const calls = mockFetch({
    'GET /api/payments-history': (call) => {
      const page = Number(new URLSearchParams(call.url.split('?')[1]).get('page'));
      return { body: answer([entry(page * 10)], page, 3) };
    },
    'GET /api/payment-history-options': options,
  });
  renderPayments(<PaymentHistoryView />);
  await screen.findByText(/tx_hist10/);
  // The pager's code loads once a list has a second page.
  const nav = await screen.findByRole('navigation');
  expect(within(nav).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  expect(within(nav).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
  await userEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText(/tx_hist20/)).toBeInTheDocument();
  expect(historyQueries(calls).at(-1)).toEqual({ page: '2', per_page: '10' });
});

test('an empty history says so, without pagination', async () => {
  mockFetch({ 'GET /api/payments-history': { body: answer([]) }, 'GET /api/payment-history-options': options });
  renderPayments(<PaymentHistoryView />);
  expect(await screen.findByText('No payments found.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Payment history' })).not.toBeInTheDocument();
});

test('refused filters (422) are said in the user’s language, with no stale rows and no pop-up of the server’s English', async () => {
  mockFetch({
    'GET /api/payments-history': (call) =>
      call.url.includes('to=')
        ? { status: 422, body: { status: false, message: 'The period must start on or before its last day.' } }
        : { body: answer([entry(1)]) },
    'GET /api/payment-history-options': options,
  });
  renderPayments(
    <AppErrors>
      <PaymentHistoryView />
    </AppErrors>,
  );
  expect(await screen.findByText(/tx_hist1/)).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Transaction ID' })).toHaveAttribute('maxlength', '100');
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
  expect(await screen.findByText(/These filters cannot be used/)).toBeInTheDocument();
  expect(screen.queryByText(/tx_hist1/)).not.toBeInTheDocument();
  expect(screen.queryByText('The period must start on or before its last day.')).not.toBeInTheDocument();
});

test('a failed load offers a retry', async () => {
  let fail = true;
  mockFetch({
    'GET /api/payments-history': () => (fail ? { status: 500, body: { status: false } } : { body: answer([entry(7)]) }),
    'GET /api/payment-history-options': options,
  });
  renderPayments(<PaymentHistoryView />);
  expect(await screen.findByText('Could not load the payment history.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/tx_hist7/)).toBeInTheDocument();
});

test('a confirmed payment (BalanceTopup) refreshes the page, so a pending row turns paid', async () => {
  let status: 'pending' | 'paid' = 'pending';
  mockFetch({
    'GET /api/payments-history': () => ({ body: answer([entry(5, { status })]) }),
    'GET /api/payment-history-options': options,
  });
  renderPayments(<PaymentHistoryView />);
  const list = await screen.findByRole('list', { name: 'Payment history' });
  expect(within(list).getByText('Pending')).toBeInTheDocument();
  status = 'paid';
  act(() => emitRealtime('BalanceTopup', { balance: 50_000 }));
  expect(await within(list).findByText('Paid')).toBeInTheDocument();
});

test('payment methods that could not be loaded: the method filter says so, not "All methods" alone as if there were none', async () => {
  mockFetch({
    'GET /api/payments-history': { body: answer([entry(1)]) },
    'GET /api/payment-history-options': {
      status: 503,
      body: { status: false, message: 'down', code: 'UPSTREAM_UNAVAILABLE' },
    },
  });
  renderPayments(<PaymentHistoryView />);
  await screen.findByRole('list', { name: 'Payment history' });
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toHaveAccessibleDescription(
      'Could not load the payment methods.',
    ),
  );
});

test('payment methods loaded: no such note', async () => {
  mockFetch({
    'GET /api/payments-history': { body: answer([entry(1)]) },
    'GET /api/payment-history-options': options,
  });
  renderPayments(<PaymentHistoryView />);
  await screen.findByRole('option', { name: 'Bank card' });
  expect(screen.queryByText('Could not load the payment methods.')).not.toBeInTheDocument();
});
