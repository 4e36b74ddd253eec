import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivationsView } from '@/features/numbers/components/activations-view';
import { activation, activeAnswer, listRoutes } from '../numbers/fixtures';
import { makeUser, mockFetch } from '../numbers/harness';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import numbers from '../../../public/locales/en/numbers.json';
import numbersPhone from '../../../public/locales/en/numbers-phone.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const meta = { current_page: 1, last_page: 1, per_page: 10, total: 1 };

function renderView() {
  const calls = mockFetch({
    'GET /api/user/active-numbers': { body: activeAnswer([activation()], meta) },
    'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
    ...listRoutes(),
  });
  renderApp(<ActivationsView />, {
    i18n: testI18n({ numbers, common, 'numbers-phone': numbersPhone }, 'numbers'),
    user: makeUser(),
  });
  return calls;
}

describe("/activations' phone sheets", () => {
  it('Filters opens a sheet with the same filters; a search there narrows the list and is counted on the button', async () => {
    const calls = renderView();
    await screen.findByRole('listitem', { name: '+77000000011' });
    // The one inline filter bar (shown from md up); the sheet's copy exists only while open.
    expect(screen.getAllByRole('searchbox', { name: 'Search by number' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.type(within(sheet).getByRole('searchbox', { name: 'Search by number' }), '7700');
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/user/active-numbers') && c.url.includes('search=7700'))).toBe(
        true,
      ),
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('Rules opens a sheet with the lifecycle rules', async () => {
    renderView();
    await screen.findByRole('listitem', { name: '+77000000011' });
    await userEvent.click(screen.getByRole('button', { name: 'Rules' }));
    const sheet = await screen.findByRole('dialog', { name: 'Rules' });
    expect(within(sheet).getByText(/waits up to \d+ minutes for a code/)).toBeInTheDocument();
    // A note read where it stands, not an alert announced over the sheet's opening.
    expect(within(sheet).getByRole('note')).toHaveTextContent(/waits up to \d+ minutes for a code/);
    expect(within(sheet).queryByRole('alert')).not.toBeInTheDocument();
  });
});
