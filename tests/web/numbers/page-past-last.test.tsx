import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivationsView } from '@/features/numbers/components/activations-view';
import { activation, activeAnswer, listRoutes } from './fixtures';
import { mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// The upstream echoes the page asked for: past the last one it answers an empty page whose
// meta says so (current_page 2, last_page 1), and the pager hides at one page.
it('when the only number of page 2 leaves, the list goes to page 1 with the same filters', async () => {
  let cancelled = false;
  const first = Array.from({ length: 10 }, (_, i) => activation({ id: 100 + i, phone: `+7700000${100 + i}` }));
  const last = activation({ id: 99, phone: '+77000000099' });
  const other = activation({ id: 500, phone: '+77000000500' });
  mockFetch({
    'GET /api/user/active-numbers': (c) => {
      const total = cancelled ? 10 : 11;
      const last_page = cancelled ? 1 : 2;
      // The first page is the oldest-first one only: seeing it says the sort was kept.
      if (!/[?&]sort=oldest\b/.test(c.url))
        return { body: activeAnswer([other], { current_page: 1, last_page, per_page: 10, total }) };
      return c.url.includes('page=2')
        ? { body: activeAnswer(cancelled ? [] : [last], { current_page: 2, last_page, per_page: 10, total }) }
        : { body: activeAnswer(first, { current_page: 1, last_page, per_page: 10, total }) };
    },
    'POST /api/activation/99/cancel': () => {
      cancelled = true;
      return { body: { status: true, message: 'Cancelled', activation: { ...last, status: 'cancelled' }, balance: 1 } };
    },
    'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
    ...listRoutes(),
  });
  renderWith(<ActivationsView />);
  const [sort] = await screen.findAllByRole('combobox', { name: 'Sort' });
  await userEvent.selectOptions(sort!, 'Oldest first');
  await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
  const row = await screen.findByRole('listitem', { name: '+77000000099' });
  await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));

  expect(await screen.findByRole('listitem', { name: '+7700000100' })).toBeInTheDocument();
  expect(screen.queryByRole('listitem', { name: '+77000000099' })).not.toBeInTheDocument();
  expect(screen.queryByRole('listitem', { name: '+77000000500' })).not.toBeInTheDocument();
  expect(screen.queryByText('You have no active numbers. Buy one from the catalogue.')).not.toBeInTheDocument();
  expect(screen.getAllByRole('combobox', { name: 'Sort' })[0]).toHaveDisplayValue('Oldest first');
});
