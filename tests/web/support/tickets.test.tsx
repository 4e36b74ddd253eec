import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TicketList } from '@/features/support/components/ticket-list';
import { page } from '../content/fixtures';
import { makeUser, mockFetch, renderPage } from '../content/harness';
import { ticket } from './fixtures';
import { replace, resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

describe('TicketList', () => {
  it('lists tickets with status and preview, linking to each thread', async () => {
    mockFetch({ 'GET /api/support/tickets': { body: page([ticket(5), ticket(6, { status: 'answered' })]) } });
    renderPage(<TicketList />, { user: makeUser() });
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Ticket 5/ });
    expect(link).toHaveAttribute('href', '/support/5');
    expect(link).toHaveTextContent('Last of 5');
    expect(screen.getByRole('link', { name: /Ticket 6/ })).toHaveTextContent('Answered');
    expect(screen.getByRole('link', { name: 'New ticket' })).toHaveAttribute('href', '/support/create');
  });

  it('searches subjects and filters by status', async () => {
    const calls = mockFetch({
      'GET /api/support/tickets': (c) => ({ body: page(c.url.includes('search=refund') ? [] : [ticket(5)]) }),
    });
    renderPage(<TicketList />, { user: makeUser() });
    await screen.findByRole('link', { name: /Ticket 5/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by subject' }), 'refund');
    expect(await screen.findByText('No ticket matches.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed');
    expect(calls.at(-1)!.url).toMatch(/search=refund/);
    expect(calls.at(-1)!.url).toMatch(/status=closed/);
    expect(calls.at(-1)!.url).toMatch(/per_page=10/);
  });

  it("opens on the address's search, status and page, and keeps what the user picks in it", async () => {
    resetRouter({ pathname: '/support', query: { search: 'code', status: 'answered', page: '2' } });
    const calls = mockFetch({
      'GET /api/support/tickets': () => ({ body: page([ticket(5)], { current_page: 2, last_page: 2 }) }),
    });
    renderPage(<TicketList />, { user: makeUser() });
    await screen.findByRole('link', { name: /Ticket 5/ });
    expect(calls[0]!.url).toMatch(/search=code/);
    expect(calls[0]!.url).toMatch(/status=answered/);
    expect(calls[0]!.url).toMatch(/page=2/);
    expect(screen.getByRole('searchbox', { name: 'Search by subject' })).toHaveValue('code');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed');
    await waitFor(() =>
      expect(replace).toHaveBeenLastCalledWith(
        { pathname: '/support', query: { search: 'code', status: 'closed' } },
        undefined,
        { shallow: true, scroll: false },
      ),
    );
  });

  it('a page past the last (?page=999) shows the last page', async () => {
    resetRouter({ pathname: '/support', query: { page: '999' } });
    const calls = mockFetch({
      'GET /api/support/tickets': (c) => ({
        body: page(c.url.includes('page=999') ? [] : [ticket(5)], {
          current_page: c.url.includes('page=999') ? 999 : 3,
          last_page: 3,
        }),
      }),
    });
    renderPage(<TicketList />, { user: makeUser() });
    await screen.findByRole('link', { name: /Ticket 5/ });
    expect(calls.at(-1)!.url).toMatch(/page=3/);
  });

  it('has an empty state and an error state with retry', async () => {
    let fail = true;
    mockFetch({ 'GET /api/support/tickets': () => (fail ? { status: 500, body: {} } : { body: page([]) }) });
    renderPage(<TicketList />, { user: makeUser() });
    expect(await screen.findByText('Your tickets could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('You have no tickets yet. Write to us if something goes wrong.'),
    ).toBeInTheDocument();
  });
});
