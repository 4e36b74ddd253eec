import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TicketCreateForm } from '@/features/support/components/ticket-create-form';
import { TicketThread } from '@/features/support/components/ticket-thread';
import { makeUser, mockFetch, renderPage } from '../content/harness';
import { push } from '../test-kit/router-mock';
import { message, ticket } from './fixtures';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => {
  push.mockClear();
  sessionStorage.clear();
});

/**
 * A text longer than the contract's limit, pasted: the browser's maxLength used to cut it without
 * a word, and the cut text was sent and the draft cleared. Now the whole text stays in the field,
 * the form says it is too long, and nothing is sent.
 */
describe('a pasted text over the limit', () => {
  it('a new ticket: the subject and message keep every character, say they are too long, and nothing is sent', async () => {
    const calls = mockFetch({});
    renderPage(<TicketCreateForm />, { user: makeUser() });
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    const body = screen.getByRole('textbox', { name: 'Message' });
    const longSubject = 's'.repeat(201);
    const longMessage = 'm'.repeat(5_012);
    await userEvent.click(subject);
    await userEvent.paste(longSubject);
    await userEvent.click(body);
    await userEvent.paste(longMessage);
    expect(subject).toHaveValue(longSubject);
    expect(body).toHaveValue(longMessage);

    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    // With how far over, so the user sees how much to cut.
    expect(subject).toHaveAccessibleDescription('The subject may be at most 200 characters. 201 / 200');
    expect(body).toHaveAccessibleDescription('The message may be at most 5000 characters. 5,012 / 5,000');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(push).not.toHaveBeenCalled();
    // The draft keeps the whole text too.
    expect(body).toHaveValue(longMessage);
  });

  it('a reply: the box keeps every character, says it is too long, and nothing is sent', async () => {
    const calls = mockFetch({
      'GET /api/support/tickets/5': { body: { status: true, ticket: ticket(5), messages: [message(1, 'Help')] } },
    });
    renderPage(<TicketThread id={5} />, { user: makeUser() });
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    const long = 'r'.repeat(5_012);
    await userEvent.click(box);
    await userEvent.paste(long);
    expect(box).toHaveValue(long);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(box).toHaveAccessibleDescription('The message may be at most 5000 characters. 5,012 / 5,000');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(box).toHaveValue(long);
    // The count follows the text; cut down to the limit, the message goes.
    await userEvent.type(box, '{Backspace}'.repeat(2));
    expect(box).toHaveAccessibleDescription('The message may be at most 5000 characters. 5,010 / 5,000');
    await userEvent.type(box, '{Backspace}'.repeat(10));
    expect(box).toHaveAccessibleDescription('Ctrl+Enter sends.');
  });
});
