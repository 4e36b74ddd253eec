import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TicketCreateForm } from '@/features/support/components/ticket-create-form';
import { TicketReplyForm } from '@/features/support/components/ticket-reply-form';
import { makeUser, mockFetch, renderPage } from '../content/harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => sessionStorage.clear());

// WCAG 3.3.1 / 4.1.3: after a refused submit, focus goes to the first wrong field, which a
// screen reader then reads with its message; before, focus stayed on the button and nothing was said.

describe('support forms with errors (WCAG 3.3.1)', () => {
  it('a new ticket: focus goes to the first wrong field, then to the next one still wrong', async () => {
    mockFetch({});
    renderPage(<TicketCreateForm />, { user: makeUser() });
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(subject).toBeRequired();
    expect(message).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() => expect(subject).toHaveFocus());
    expect(subject).toHaveAccessibleDescription('Enter a subject.');
    await userEvent.type(subject, 'No code came');
    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() => expect(message).toHaveFocus());
    expect(message).toBeInvalid();
  });

  it('a reply: the box is required, and an empty send (the button) focuses it with its message', async () => {
    const onReply = jest.fn(async () => true);
    renderPage(<TicketReplyForm ticketId={1} busy={false} onReply={onReply} closed={false} />, { user: makeUser() });
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    expect(box).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Write your message.');
    expect(onReply).not.toHaveBeenCalled();
  });
});
