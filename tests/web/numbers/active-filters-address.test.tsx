import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivationsView } from '@/features/numbers/components/activations-view';
import { activation, activeAnswer, listRoutes } from './fixtures';
import { mockFetch, renderWith } from './harness';
import { replace, resetRouter, router } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// The active list's filters live in the address as well (?services_ids=4&sort=oldest): a reload,
// Back from elsewhere or a shared link shows the same rows, not the first page of everything.

const routes = () =>
  mockFetch({
    'GET /api/user/active-numbers': {
      body: activeAnswer([activation()], { current_page: 2, last_page: 3, per_page: 10, total: 21 }),
    },
    'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
    ...listRoutes(),
  });
const listReads = (calls: { url: string }[]) =>
  calls.map((c) => c.url).filter((url) => url.startsWith('/api/user/active-numbers'));

beforeEach(() => resetRouter({ pathname: '/activations' }));

it('reads the filters, sort, search and page from the address', async () => {
  router.query = { search: '+7700', services_ids: '4,9', countries_ids: '2', sort: 'oldest', page: '2' };
  const calls = routes();
  renderWith(<ActivationsView />);
  await waitFor(() =>
    expect(listReads(calls)).toContain(
      '/api/user/active-numbers?countries_ids=2&page=2&per_page=10&search=%2B7700&services_ids=4%2C9&sort=oldest',
    ),
  );
  expect(screen.getAllByRole('combobox', { name: 'Sort' })[0]).toHaveDisplayValue('Oldest first');
  expect(screen.getAllByRole('searchbox', { name: 'Search by number' })[0]).toHaveValue('+7700');
  // Nothing to write back: the address already says it.
  await new Promise((r) => setTimeout(r, 350));
  expect(replace).not.toHaveBeenCalled();
});

it('reads what the address cannot hold as the default, and asks for the plain first page', async () => {
  router.query = { services_ids: '4,x', countries_ids: '', sort: 'cheapest', page: '0' };
  const calls = routes();
  renderWith(<ActivationsView />);
  await waitFor(() => expect(listReads(calls)).toContain('/api/user/active-numbers?page=1&per_page=10&sort=newest'));
  expect(listReads(calls).every((url) => !url.includes('services_ids') && !url.includes('cheapest'))).toBe(true);
});

it('writes a changed filter into the address, shallow and from page 1, keeping the other parameters', async () => {
  router.query = { page: '2', ref: 'kept' };
  routes();
  renderWith(<ActivationsView />);
  const [sort] = await screen.findAllByRole('combobox', { name: 'Sort' });
  await userEvent.selectOptions(sort!, 'Expiring soon');
  await waitFor(() =>
    expect(replace).toHaveBeenCalledWith(
      { pathname: '/activations', query: { ref: 'kept', sort: 'expiring' } },
      undefined,
      { shallow: true, scroll: false },
    ),
  );
});
