import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatementEntry } from '@contracts/statement';
import { HistoryTabs } from '@/features/payments/components/history-tabs';
import { StatementView } from '@/features/payments/components/statement-view';
import { emitRealtime } from '@/state/realtime-bus';
import { mockFetch, renderPayments, type Call } from './harness';
import { replace as routerReplace, resetRouter, router } from '../test-kit/router-mock';
import { AppErrors } from '../test-kit/app-errors';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const row = (id: number, patch: Partial<StatementEntry> = {}): StatementEntry => ({
  id,
  date: '2026-11-20T10:00:00.000Z',
  type: 'purchase',
  reference: `activation:${id}`,
  reference_type: 'activation',
  reference_id: String(id),
  amount: -120,
  balance_after: 10_000,
  ...patch,
});

const answer = (rows: StatementEntry[], page = 1, lastPage = 1, balance = rows[0]?.balance_after ?? 0) => ({
  status: true,
  data: rows,
  meta: { current_page: page, last_page: lastPage, per_page: 10, total: rows.length + (lastPage - 1) * 10 },
  balance,
  currency: 'usd',
});

const queriesOf = (calls: Call[], path = '/api/balance-statement') =>
  calls
    .filter((c) => c.url.split('?')[0] === path)
    .map((c) => Object.fromEntries(new URLSearchParams(c.url.split('?')[1])));

const table = () => screen.findByRole('table', { name: 'Balance statement' });

test('each movement shows its date, type, reference, signed amount and the running balance; the newest equals the balance', async () => {
  const calls = mockFetch({
    'GET /api/balance-statement': {
      body: answer([
        row(3, { type: 'refund', amount: 120, balance_after: 10_120, reference: 'activation:9', reference_id: '9' }),
        row(2, { type: 'purchase', amount: -120, balance_after: 10_000, reference: 'activation:9', reference_id: '9' }),
        row(1, {
          type: 'top_up',
          amount: 10_120,
          balance_after: 10_120,
          reference: 'payment:tx_abc',
          reference_type: 'payment',
          reference_id: 'tx_abc',
        }),
      ]),
    },
  });
  renderPayments(<StatementView />);
  const rows = within(await table())
    .getAllByRole('row')
    .slice(1);
  expect(rows).toHaveLength(3);
  const cells = (r: HTMLElement) =>
    within(r)
      .getAllByRole('cell')
      .map((c) => c.textContent);
  expect(cells(rows[0]!)).toEqual([
    expect.stringMatching(/Nov 20, 2026/),
    'Refund',
    'Activation #9',
    '+$1.20',
    'Balance $101.20',
  ]);
  expect(cells(rows[1]!)).toEqual([expect.any(String), 'Purchase', 'Activation #9', '-$1.20', 'Balance $100.00']);
  expect(cells(rows[2]!)).toEqual([expect.any(String), 'Top-up', 'Top-up tx_abc', '+$101.20', 'Balance $101.20']);
  expect(within(rows[0]!).getByText(/Nov 20, 2026/)).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
  // Money in and out are told apart by colour as well as by sign.
  expect(within(rows[0]!).getByText('+$1.20')).toHaveStyle({ color: 'rgb(46, 125, 50)' });
  expect(within(rows[1]!).getByText('-$1.20')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
  expect(screen.getByText(/Balance now: \$101\.20\./)).toBeInTheDocument();
  expect(queriesOf(calls)).toEqual([{ page: '1', per_page: '10' }]);
});

test('type and period filters are sent without empty values and go back to page 1; the reference search waits for a pause', async () => {
  const calls = mockFetch({ 'GET /api/balance-statement': { body: answer([row(1)], 1, 3) } });
  renderPayments(<StatementView />);
  await table();
  // The pager's code loads once a list has a second page.
  const nav = await screen.findByRole('navigation');
  await userEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(queriesOf(calls).at(-1)).toEqual({ page: '2', per_page: '10' }));

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Refund');
  await waitFor(() => expect(queriesOf(calls).at(-1)).toEqual({ type: 'refund', page: '1', per_page: '10' }));

  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
  await waitFor(() =>
    expect(queriesOf(calls).at(-1)).toEqual({
      type: 'refund',
      from: '2026-03-01',
      to: '2026-03-31',
      page: '1',
      per_page: '10',
    }),
  );

  const before = queriesOf(calls).length;
  await userEvent.type(screen.getByRole('searchbox', { name: 'Reference (number or transaction ID)' }), 'tx_9');
  await waitFor(() => expect(queriesOf(calls).at(-1)).toMatchObject({ search: 'tx_9', page: '1' }));
  // One request for the whole word, not one a keystroke.
  expect(
    queriesOf(calls)
      .slice(before)
      .filter((q) => q.search !== undefined),
  ).toHaveLength(1);

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All types');
  await waitFor(() => expect(queriesOf(calls).at(-1)).not.toHaveProperty('type'));
  for (const query of queriesOf(calls)) expect(Object.values(query)).not.toContain('');
});

test('an impossible period (422) is shown at its field, in the user’s language, with no retry', async () => {
  mockFetch({
    'GET /api/balance-statement': (call) =>
      call.url.includes('to=')
        ? {
            status: 422,
            body: { status: false, message: 'The period must start on or before its last day.', errors: { to: ['x'] } },
          }
        : { body: answer([row(1)]) },
  });
  renderPayments(
    <AppErrors>
      <StatementView />
    </AppErrors>,
  );
  await table();
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-05' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
  const to = screen.getByLabelText('To');
  await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
  expect(to).toHaveAccessibleDescription('Enter a real date on or after the start of the period.');
  // Said at the field only: not also as a pop-up of the server's English.
  expect(screen.queryByText('The period must start on or before its last day.')).not.toBeInTheDocument();
  // Nothing to export from refused filters.
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();

  // Fixing the field brings the statement back.
  fireEvent.change(to, { target: { value: '' } });
  expect(await table()).toBeInTheDocument();
  expect(screen.getByLabelText('To')).not.toHaveAttribute('aria-invalid', 'true');
});

test('the reference box stops at the longest search a list takes, and a refused search is said, not a blank page', async () => {
  mockFetch({
    'GET /api/balance-statement': (call) =>
      call.url.includes('search=')
        ? { status: 422, body: { status: false, message: 'Too big.', errors: { search: ['x'] } } }
        : { body: answer([row(1)]) },
  });
  renderPayments(<StatementView />);
  await table();
  const search = screen.getByRole('searchbox', { name: 'Reference (number or transaction ID)' });
  expect(search).toHaveAttribute('maxlength', '100');
  fireEvent.change(search, { target: { value: 'activation' } });
  expect(await screen.findByText('The reference is too long.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a failed load offers a retry; loading shows a busy placeholder', async () => {
  let fail = true;
  mockFetch({
    'GET /api/balance-statement': () => (fail ? { status: 500, body: { status: false } } : { body: answer([row(7)]) }),
  });
  renderPayments(<StatementView />);
  expect(screen.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByText('Could not load the balance statement.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Activation #7')).toBeInTheDocument();
});

test('an empty statement says so; an empty filtered one offers to clear the filters', async () => {
  const calls = mockFetch({ 'GET /api/balance-statement': { body: answer([]) } });
  renderPayments(<StatementView />);
  expect(await screen.findByText(/No movements yet/)).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Reward');
  expect(await screen.findByText('No movements match these filters.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(await screen.findByText(/No movements yet/)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('All types');
  await waitFor(() => expect(queriesOf(calls).at(-1)).toEqual({ page: '1', per_page: '10' }));
});

test('Export CSV asks for the filtered rows as JSON and saves the CSV under the given filename', async () => {
  const saved: { name: string; href: string }[] = [];
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((b: Blob) => {
    blobs.push(b);
    return 'blob:statement';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  const csv = 'date,type,reference,amount,balance_after\r\n2026-11-20,refund,activation:9,1.20,101.20\r\n';
  const calls = mockFetch({
    'GET /api/balance-statement/export': {
      body: { status: true, filename: 'statement-2026-11-20.csv', content_type: 'text/csv', csv },
    },
    'GET /api/balance-statement': { body: answer([row(1)], 1, 2) },
  });
  renderPayments(<StatementView />);
  await table();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Refund');
  await waitFor(() => expect(queriesOf(calls).at(-1)).toMatchObject({ type: 'refund' }));

  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(saved).toEqual([{ name: 'statement-2026-11-20.csv', href: 'blob:statement' }]));
  // Every row of the filter, not one page of it.
  expect(queriesOf(calls, '/api/balance-statement/export')).toEqual([{ type: 'refund' }]);
  expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
  expect(blobs[0]!.size).toBe(Buffer.byteLength(csv));
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  click.mockRestore();
});

test('a balance movement pushed by realtime reads the statement again', async () => {
  let rows = [row(1)];
  mockFetch({ 'GET /api/balance-statement': () => ({ body: answer(rows) }) });
  renderPayments(<StatementView />);
  await table();
  rows = [row(2, { type: 'refund', amount: 120, balance_after: 10_120, reference_id: '2' }), ...rows];
  act(() => emitRealtime('BalanceTopup', { balance: 10_120, refund: { amount: 120, type: 'activation', id: 2 } }));
  expect(await screen.findByText('Activation #2')).toBeInTheDocument();
});

test('/history opens on the payment history; the statement tab loads on demand and is put in the address', async () => {
  const calls = mockFetch({
    'GET /api/payments-history': {
      body: { status: true, history: { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } } },
    },
    'GET /api/payment-history-options': { body: { status: true, data: [] } },
    'GET /api/balance-statement': { body: answer([row(4)]) },
  });
  renderPayments(<HistoryTabs />);
  expect(await screen.findByText('No payments found.')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Top-ups' })).toHaveAttribute('aria-selected', 'true');
  expect(queriesOf(calls)).toHaveLength(0);

  await userEvent.click(screen.getByRole('tab', { name: 'Balance statement' }));
  expect(await screen.findByText('Activation #4')).toBeInTheDocument();
  expect(screen.getByRole('tabpanel', { name: 'Balance statement' })).toBeVisible();
  expect(routerReplace).toHaveBeenLastCalledWith(
    expect.objectContaining({ query: { tab: 'statement' } }),
    undefined,
    expect.objectContaining({ shallow: true }),
  );
});

test('/history follows its address: the menu\'s "Payment history" on ?tab=statement shows the payments', async () => {
  mockFetch({
    'GET /api/payments-history': {
      body: { status: true, history: { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } } },
    },
    'GET /api/payment-history-options': { body: { status: true, data: [] } },
    'GET /api/balance-statement': { body: answer([row(4)]) },
  });
  resetRouter({ pathname: '/history', query: { tab: 'statement' } });
  // The mocked router notifies nobody: the page renders again as Next's would on a new address.
  let renderAgain = () => {};
  function Page() {
    const [, setCount] = useState(0);
    renderAgain = () => act(() => setCount((n) => n + 1));
    return <HistoryTabs />;
  }
  renderPayments(<Page />);
  expect(await screen.findByText('Activation #4')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Balance statement' })).toHaveAttribute('aria-selected', 'true');
  // A link to /history (no tab) while the statement shows: the address changes, the page stays.
  router.query = {};
  renderAgain();
  expect(screen.getByRole('tab', { name: 'Top-ups' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('No payments found.')).toBeVisible();
  // Back to ?tab=statement: the statement again, as it was left.
  router.query = { tab: 'statement' };
  renderAgain();
  expect(screen.getByRole('tab', { name: 'Balance statement' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Activation #4')).toBeVisible();
  resetRouter();
});

test('each /history tab keeps its own filters in the address: a link or a reload opens them, bad values read as none', async () => {
  const calls = mockFetch({
    'GET /api/payments-history': {
      body: { status: true, history: { data: [], meta: { current_page: 1, last_page: 2, per_page: 10, total: 11 } } },
    },
    'GET /api/payment-history-options': { body: { status: true, data: [] } },
    'GET /api/balance-statement': { body: answer([row(4)], 2, 3) },
  });
  resetRouter({
    pathname: '/history',
    query: {
      tab: 'statement',
      date: 'month',
      page: '2',
      statement_type: 'refund',
      statement_from: '2026-11-01',
      statement_to: 'junk',
      statement_page: '2',
    },
  });
  renderPayments(<HistoryTabs />);
  expect(await screen.findByText('Activation #4')).toBeInTheDocument();
  expect(queriesOf(calls)[0]).toEqual({ type: 'refund', from: '2026-11-01', page: '2', per_page: '10' });
  expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('Refund');

  // A change is written under the statement's own names; the payments tab's stay as they were.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Purchase');
  await waitFor(() =>
    expect(routerReplace).toHaveBeenLastCalledWith(
      {
        pathname: '/history',
        query: { tab: 'statement', date: 'month', page: '2', statement_type: 'purchase', statement_from: '2026-11-01' },
      },
      undefined,
      { shallow: true, scroll: false },
    ),
  );

  // The payments tab opens on its own filters from the same address.
  await userEvent.click(screen.getByRole('tab', { name: 'Top-ups' }));
  await waitFor(() => expect(queriesOf(calls, '/api/payments-history')).toHaveLength(1));
  expect(queriesOf(calls, '/api/payments-history')[0]).toEqual({ date: 'month', page: '2', per_page: '10' });
  resetRouter();
});
