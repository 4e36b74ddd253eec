import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatisticView } from '@/features/account/components/statistic-view';
import { statisticRange } from '@/features/account/hooks/use-statistic';
import { makeUser, mockFetch, renderAccount } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const day = (date: string, spent: number, activations = 0, rentals = 0) => ({ date, spent, activations, rentals });

const stats = {
  status: true,
  data: {
    from: '2026-11-20',
    to: '2026-11-22',
    totals: { spent: 1_250, refunded: 300, topped_up: 10_000, activations: 4, rentals: 1, codes_received: 12_345 },
    by_day: [day('2026-11-20', 500, 2), day('2026-11-21', -100, 0), day('2026-11-22', 850, 2, 1)],
    by_service: [
      { service: { id: 1, name: 'Telegram', icon: '/icons/telegram.svg' }, spent: 900, activations: 3, rentals: 0 },
      { service: { id: 2, name: 'WhatsApp', icon: '/icons/whatsapp.svg' }, spent: 350, activations: 1, rentals: 1 },
    ],
  },
};
const empty = {
  status: true,
  data: {
    from: '2026-10-24',
    to: '2026-11-22',
    totals: { spent: 0, refunded: 0, topped_up: 0, activations: 0, rentals: 0, codes_received: 0 },
    by_day: [day('2026-11-21', 0), day('2026-11-22', 0)],
    by_service: [],
  },
};

const daysBetween = (url: string) => {
  const q = new URL(url, 'http://x').searchParams;
  return (Date.parse(q.get('to')!) - Date.parse(q.get('from')!)) / 86_400_000;
};

describe('statistics', () => {
  test("the range is the last N days in the user's time zone, today included", () => {
    const now = Date.parse('2026-03-01T23:30:00Z');
    expect(statisticRange(30, now, 'UTC')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(statisticRange(7, now, 'UTC')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    // Already 2 March in Auckland (UTC+13), still 1 March in Los Angeles.
    expect(statisticRange(7, now, 'Pacific/Auckland')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(statisticRange(7, Date.parse('2026-03-02T05:00:00Z'), 'America/Los_Angeles')).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
  });

  test('shows the totals in the site currency, a bar per day and spend per service', async () => {
    const calls = mockFetch({ 'GET /api/user/statistic': { body: stats } });
    renderAccount(<StatisticView />, { user: makeUser() });
    expect(screen.getByLabelText('Loading statistics')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('total-spent')).toHaveTextContent('Spent$12.50');
    expect(screen.getByTestId('total-refunded')).toHaveTextContent('$3.00');
    expect(screen.getByTestId('total-toppedUp')).toHaveTextContent('$100.00');
    expect(screen.getByTestId('total-activations')).toHaveTextContent('4');
    expect(screen.getByTestId('total-rentals')).toHaveTextContent('1');
    // Counts are grouped as the page's language groups them, like every other figure.
    expect(screen.getByTestId('total-codes')).toHaveTextContent('12,345');
    expect(screen.getByTestId('statistic-range')).toHaveTextContent('Nov 20, 2026 – Nov 22, 2026');

    const bars = screen.getAllByTestId('chart-bar');
    expect(bars.map((b) => b.textContent)).toEqual(['Nov 20: $5.00', 'Nov 21: -$1.00', 'Nov 22: $8.50']);
    expect(screen.getByRole('img', { name: /highest was \$8\.50 on Nov 22/ })).toBeInTheDocument();

    const rows = within(screen.getByRole('table', { name: 'By service' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => Array.from(r.querySelectorAll('td')).map((c) => c.textContent))).toEqual([
      ['Telegram', '$9.00', '3', '0'],
      ['WhatsApp', '$3.50', '1', '1'],
    ]);
    // Wider than a phone it scrolls sideways: that scroll is a named tab stop for keyboards
    // (axe scrollable-region-focusable on /de/statistic at 390 px).
    const scroller = screen.getByRole('region', { name: 'By service' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toContainElement(screen.getByRole('table', { name: 'By service' }));
    expect(calls).toHaveLength(1);
    expect(daysBetween(calls[0]!.url)).toBe(29);
  });

  test('the chart switches to purchases per day, by keyboard too', async () => {
    mockFetch({ 'GET /api/user/statistic': { body: stats } });
    renderAccount(<StatisticView />, { user: makeUser() });
    await screen.findByTestId('total-spent');
    const purchases = screen.getByRole('button', { name: 'Purchases' });
    act(() => purchases.focus());
    await userEvent.keyboard('{Enter}');
    expect(purchases).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('chart-bar').map((b) => b.textContent)).toEqual([
      'Nov 20: 2',
      'Nov 21: 0',
      'Nov 22: 3',
    ]);
    expect(screen.getByRole('img', { name: /the most were 3 on Nov 22/ })).toBeInTheDocument();
  });

  test('another period asks for that range', async () => {
    const calls = mockFetch({ 'GET /api/user/statistic': { body: stats } });
    renderAccount(<StatisticView />, { user: makeUser() });
    await screen.findByTestId('total-spent');
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(daysBetween(calls[1]!.url)).toBe(6);
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('amounts follow the user currency', async () => {
    mockFetch({ 'GET /api/user/statistic': { body: stats } });
    renderAccount(<StatisticView />, { user: makeUser({ currency: 'rub' }) });
    expect(await screen.findByTestId('total-spent')).toHaveTextContent('12.50 ₽');
  });

  test('a period without activity says so and offers a number instead of zeros', async () => {
    mockFetch({ 'GET /api/user/statistic': { body: empty } });
    renderAccount(<StatisticView />, { user: makeUser() });
    expect(await screen.findByText('No purchases, refunds or top-ups in this period.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy a number' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('total-spent')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chart-bar')).not.toBeInTheDocument();
  });

  test('a period with only top-ups says there is nothing to chart instead of an empty chart', async () => {
    const toppedUp = {
      status: true,
      data: { ...empty.data, totals: { ...empty.data.totals, topped_up: 5_000 } },
    };
    mockFetch({ 'GET /api/user/statistic': { body: toppedUp } });
    renderAccount(<StatisticView />, { user: makeUser() });
    expect(await screen.findByTestId('total-toppedUp')).toHaveTextContent('$50.00');
    expect(screen.getByTestId('chart-none')).toHaveTextContent('Nothing spent in this period.');
    expect(screen.queryByTestId('chart-bar')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /highest was/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Purchases' }));
    expect(screen.getByTestId('chart-none')).toHaveTextContent('No numbers bought in this period.');
  });

  test('a failure shows an error with retry, and retry loads the statistics', async () => {
    let attempt = 0;
    mockFetch({
      'GET /api/user/statistic': () =>
        ++attempt === 1 ? { status: 500, body: { status: false, message: 'boom' } } : { body: stats },
    });
    renderAccount(<StatisticView />, { user: makeUser() });
    expect(await screen.findByText('The statistics could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByTestId('total-spent')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('total-spent')).toHaveTextContent('$12.50');
    expect(screen.queryByText('The statistics could not be loaded.')).not.toBeInTheDocument();
  });
});
