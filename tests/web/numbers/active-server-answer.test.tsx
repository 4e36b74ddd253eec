import { screen, waitFor, within } from '@testing-library/react';
import { ActivationsView } from '@/features/numbers/components/activations-view';
import { NumberRow } from '@/features/numbers/components/number-row';
import { ServerData } from '@/features/catalog-pages/components/server-data';
import { activeListKey, defaultActiveFilters, latestListKey } from '@/lib/number-list-keys';
import { activation, activeAnswer } from './fixtures';
import { mockFetch, renderWith, type Call } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
// Counts the rows' renders; each still renders the real row.
jest.mock('@/features/numbers/components/number-row', () => {
  const actual = jest.requireActual('@/features/numbers/components/number-row');
  return { ...actual, NumberRow: jest.fn(actual.NumberRow) };
});

const entry = activation();
const active = activeAnswer([entry]);
const latest = { status: true, purchases: [entry] };
const routes = {
  'GET /api/user/active-numbers': { body: active },
  'GET /api/user/latest-purchases': { body: latest },
  'GET /api/services': { body: { status: true, count: 0, services: [] } },
  'GET /api/countries': { body: { status: true, count: 0, countries: [] } },
};
const reads = (calls: Call[], path: string) => calls.filter((c) => c.url.startsWith(path)).length;

/** /activations as the page mounts it: with the server's answers for both lists (issue 17). */
const mount = () =>
  renderWith(
    <ServerData
      fallback={{
        [activeListKey('activation', defaultActiveFilters())]: active,
        [latestListKey('activation')]: latest,
      }}
    >
      <ActivationsView />
    </ServerData>,
  );

it('the latest purchases the server sent are on the first render, not a skeleton', () => {
  mockFetch(routes);
  mount();
  const section = screen.getByRole('region', { name: 'Latest purchases' });
  expect(within(section).getByText(/^\+77000000011 · Telegram$/)).toBeInTheDocument();
});

it('the lists read again unchanged render no row again', async () => {
  const calls = mockFetch(routes);
  mount();
  expect(screen.getByRole('listitem', { name: '+77000000011' })).toBeInTheDocument();
  const renders = (NumberRow as jest.Mock).mock.calls.length;
  await waitFor(() => expect(reads(calls, '/api/user/active-numbers')).toBe(1));
  await waitFor(() => expect(reads(calls, '/api/user/latest-purchases')).toBe(1));
  // Let the answers settle into the cache and any render they cause happen.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect((NumberRow as jest.Mock).mock.calls.length).toBe(renders);
});
