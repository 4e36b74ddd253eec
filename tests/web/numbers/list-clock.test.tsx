import { act, screen, waitFor, within } from '@testing-library/react';
import { ActivationsView } from '@/features/numbers/components/activations-view';
import { activation, activeAnswer, listRoutes } from './fixtures';
import { mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// Every render of the filter bars (the list's controls above the rows), counted.
const filtersRendered = jest.fn();
jest.mock('@/features/numbers/components/active-filters', () =>
  jest
    .requireActual('../test-kit/count-renders')
    .countRenders('@/features/numbers/components/active-filters', 'ActiveFiltersBar', () => filtersRendered()),
);

// Every render of a copy button (one beside each number, one beside each code), counted.
const copyButtonsRendered = jest.fn();
jest.mock('@/components/common/copy-button', () =>
  jest
    .requireActual('../test-kit/count-renders')
    .countRenders('@/components/common/copy-button', 'CopyButton', () => copyButtonsRendered()),
);

// Every render of an activation's buttons (Cancel, Finish, Another code), counted.
const actionsRendered = jest.fn();
jest.mock('@/features/numbers/components/activation-actions', () =>
  jest
    .requireActual('../test-kit/count-renders')
    .countRenders('@/features/numbers/components/activation-actions', 'ActivationActions', () => actionsRendered()),
);

/**
 * Issue 17: the countdowns tick once a second in their rows only. The clock used to live in the
 * list, so every second re-rendered the title, both filter bars, the pager and every row.
 */
it("the countdown ticks without rendering the filters, or the rows' facts, again", async () => {
  const locked = activation({
    id: 12,
    phone: '+77000000012',
    cancel_available_at: new Date(Date.now() + 90_000).toISOString(),
  });
  mockFetch({
    'GET /api/user/active-numbers': { body: activeAnswer([activation(), locked]) },
    'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
    ...listRoutes(),
  });
  renderWith(<ActivationsView />);
  const row = await screen.findByRole('listitem', { name: '+77000000012' });
  const countdown = () => within(row).getByText(/cancel available in \d:\d\d/).textContent;
  await waitFor(() => expect(countdown()).toBeTruthy());
  const first = countdown();
  const rendered = filtersRendered.mock.calls.length;
  const copyRendered = copyButtonsRendered.mock.calls.length;
  const actionsBefore = actionsRendered.mock.calls.length;

  await waitFor(() => expect(countdown()).not.toBe(first), { timeout: 3000 });
  await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
  expect(countdown()).not.toBe(first);
  expect(filtersRendered.mock.calls.length).toBe(rendered);
  // Within a row, only the time line and the actions follow the clock: the number, its status,
  // details, code and copy buttons are not rendered again each second.
  expect(copyButtonsRendered.mock.calls.length).toBe(copyRendered);
  // The buttons follow their own deadline, not the clock.
  expect(actionsRendered.mock.calls.length).toBe(actionsBefore);
});

it('a locked Cancel unlocks by itself when its two minutes are up', async () => {
  const soon = activation({
    id: 13,
    phone: '+77000000013',
    cancel_available_at: new Date(Date.now() + 1500).toISOString(),
  });
  mockFetch({
    'GET /api/user/active-numbers': { body: activeAnswer([soon]) },
    'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
    ...listRoutes(),
  });
  renderWith(<ActivationsView />);
  const row = await screen.findByRole('listitem', { name: '+77000000013' });
  expect(within(row).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await waitFor(() => expect(within(row).getByRole('button', { name: 'Cancel' })).toBeEnabled(), { timeout: 3000 });
  // The row's countdown goes at the clock's next tick, within a second.
  await waitFor(() => expect(within(row).queryByText(/cancel available in/)).toBeNull(), { timeout: 1500 });
});
