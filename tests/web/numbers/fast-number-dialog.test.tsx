import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivationsView } from '@/features/numbers/components/activations-view';
import { activation, activeAnswer, listRoutes } from './fixtures';
import { mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const telegram = { id: 1, name: 'Telegram', favorite: false, count: 40, price: 1250, icon: '', slug: 'telegram' };
const kazakhstan = { id: 7, name: 'Kazakhstan', favorite: false, count: 12, price: 1250, flag: '🇰🇿', iso: 'KZ' };

describe('fast-number dialog', () => {
  it('opens from the active list, buys there and hands over to the activation dialog', async () => {
    const bought = activation({ id: 31, phone: '+77000000031' });
    let purchases: unknown[] = [];
    const calls = mockFetch({
      'GET /api/user/active-numbers': () => ({ body: activeAnswer(purchases) }),
      'GET /api/user/latest-purchases': () => ({ body: { status: true, purchases } }),
      ...listRoutes([telegram], [kazakhstan]),
      'GET /api/price': {
        body: {
          status: true,
          data: { operators: [{ id: 3, name: 'Beeline', count: 12, price: 1250 }], price: 1250, count: 12 },
        },
      },
      'POST /api/activation/buy': () => {
        purchases = [bought];
        return { body: { status: true, activation: bought, balance: 8750 } };
      },
    });
    renderWith(<ActivationsView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Get a number' }));
    const fast = await screen.findByRole('dialog', { name: 'Get a number' });

    await userEvent.click(await within(fast).findByRole('button', { name: /Telegram.*from/ }));
    await userEvent.click(await within(fast).findByRole('button', { name: /Kazakhstan.*from/ }));
    expect(await within(fast).findByTestId('price')).toHaveTextContent('$12.50');
    await userEvent.click(within(fast).getByRole('button', { name: 'Buy number' }));

    const ready = await screen.findByRole('dialog', { name: 'Your number is ready' });
    expect(await within(ready).findByRole('listitem', { name: '+77000000031' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Get a number' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      expect.objectContaining({ service_id: 1, country_id: 7 }),
    ]);
  });

  it('closes without buying', async () => {
    const calls = mockFetch({
      'GET /api/user/active-numbers': { body: activeAnswer([]) },
      'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
      ...listRoutes([telegram], [kazakhstan]),
    });
    renderWith(<ActivationsView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Get a number' }));
    const fast = await screen.findByRole('dialog', { name: 'Get a number' });
    expect(within(fast).getByText('Choose a service and a country to see the price.')).toBeInTheDocument();
    await userEvent.click(within(fast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Get a number' })).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
