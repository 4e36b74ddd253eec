import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TicketList } from '@/features/support/components/ticket-list';
import { emitRealtime } from '@/state/realtime-bus';
import { page } from '../content/fixtures';
import { makeUser, mockFetch, renderPage } from '../content/harness';
import { message, ticket } from './fixtures';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// What the realtime connection does with a support reply (NewMessage) it received on user.{id}.
const reply = (ticketId: number, body: string) =>
  act(() => emitRealtime('NewMessage', { resource: { ...message(ticketId * 10 + 1, body, 'support', ticketId) } }));

describe('the ticket list follows support replies', () => {
  it('a reply shows on the list at once: its preview and the Answered status', async () => {
    let answered = false;
    mockFetch({
      'GET /api/support/tickets': () => ({
        body: page([
          answered
            ? ticket(5, { status: 'answered', last_message: message(51, 'We refunded you', 'support') })
            : ticket(5),
        ]),
      }),
    });
    renderPage(<TicketList />, { user: makeUser() });
    expect(await screen.findByRole('link', { name: /Ticket 5/ })).toHaveTextContent('Open');

    answered = true;
    reply(5, 'We refunded you');
    expect(await screen.findByText('We refunded you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ticket 5/ })).toHaveTextContent('Answered');
  });

  it('when the reply takes the last open ticket off page 2, the list shows page 1, still of open tickets', async () => {
    let answered = false;
    mockFetch({
      'GET /api/support/tickets': (c) => {
        const second = c.url.includes('page=2');
        const meta = { current_page: second ? 2 : 1, last_page: answered ? 1 : 2, total: answered ? 10 : 11 };
        // Ticket 1 is page 1 of the open tickets only: seeing it says the filter was kept.
        if (!/[?&]status=open\b/.test(c.url)) return { body: page([ticket(99)], meta) };
        if (second) return { body: page(answered ? [] : [ticket(11)], meta) };
        return { body: page([ticket(1)], meta) };
      },
    });
    renderPage(<TicketList />, { user: makeUser() });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Open');
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: /Ticket 11/ });

    answered = true;
    reply(11, 'Fixed now');
    // Page 1 as it is now: whether read again or still fresh in the cache (SWR may not ask twice
    // within its deduping interval), it is the open tickets' page.
    expect(await screen.findByRole('link', { name: /Ticket 1\b/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ticket 99\b/ })).not.toBeInTheDocument();
    expect(screen.queryByText('No ticket matches.')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
  });
});
