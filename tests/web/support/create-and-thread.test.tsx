import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TicketCreateForm } from '@/features/support/components/ticket-create-form';
import { TicketThread } from '@/features/support/components/ticket-thread';
import { emitRealtime, setRealtimeState } from '@/state/realtime-bus';
import { makeUser, mockFetch, renderPage } from '../content/harness';
import { push } from '../test-kit/router-mock';
import { message, ticket } from './fixtures';
import { clearDrafts } from '@/state/drafts';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => {
  push.mockClear();
  // Drafts live in session storage (use-draft.ts): each test starts with none.
  sessionStorage.clear();
});
afterEach(() => setRealtimeState('disconnected'));

describe('TicketCreateForm', () => {
  it('checks the fields before sending and shows each problem at its field', async () => {
    const calls = mockFetch({});
    renderPage(<TicketCreateForm />, { user: makeUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('Enter a subject.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Write your message.');

    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'ab');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(
      'The subject must be at least 3 characters.',
    );
    // Only spaces count as empty: the contract trims before checking.
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Write your message.');
    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends a valid ticket trimmed and opens its thread', async () => {
    const calls = mockFetch({
      'POST /api/support/tickets': {
        body: { status: true, ticket: ticket(42), messages: [message(1, 'Code never came', 'user', 42)] },
      },
    });
    renderPage(<TicketCreateForm />, { user: makeUser() });
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), '  No code  ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Code never came');
    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(push).toHaveBeenCalledWith('/support/42');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ subject: 'No code', message: 'Code never came' });
  });

  it('creates one ticket for a double click, and none more while the page goes to it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const calls = mockFetch({
      'POST /api/support/tickets': () =>
        new Promise((resolve) => {
          answer = resolve as (value: unknown) => void;
        }),
    });
    // The ticket's page renders on the server first: the navigation takes a while.
    push.mockImplementation(() => new Promise(() => undefined));
    renderPage(<TicketCreateForm />, { user: makeUser() });
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'No code');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Code never came');
    const button = screen.getByRole('button', { name: 'Send ticket' });
    fireEvent.submit(button.closest('form')!);
    fireEvent.submit(button.closest('form')!);
    await act(async () => answer({ body: { status: true, ticket: ticket(42), messages: [] } }));
    expect(push).toHaveBeenCalledWith('/support/42');
    fireEvent.submit(button.closest('form')!);
    await act(async () => undefined);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    push.mockReset();
  });

  it('stays on the form when the server refuses (422)', async () => {
    mockFetch({ 'POST /api/support/tickets': { status: 422, body: { message: 'Too many open tickets.' } } });
    renderPage(<TicketCreateForm />, { user: makeUser() });
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Help me');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Please');
    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByRole('button', { name: 'Send ticket' })).toBeEnabled();
    expect(push).not.toHaveBeenCalled();
  });
});

describe('drafts', () => {
  it('a ticket being written survives a reload, is its writer’s only, and is gone once sent or on sign-out', async () => {
    mockFetch({
      'POST /api/support/tickets': {
        body: { status: true, ticket: ticket(42), messages: [message(1, 'Code never came', 'user', 42)] },
      },
    });
    const writer = makeUser({ id: 7 });
    const first = renderPage(<TicketCreateForm />, { user: writer });
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'No code');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'It never came');
    first.unmount();

    // Another account on this tab starts blank.
    const other = renderPage(<TicketCreateForm />, { user: makeUser({ id: 8 }) });
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    other.unmount();

    // The writer, back (a reload, or signing in again after the session ended): all there.
    const back = renderPage(<TicketCreateForm />, { user: writer });
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('It never came');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('No code');
    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(push).toHaveBeenCalledWith('/support/42');
    back.unmount();
    renderPage(<TicketCreateForm />, { user: writer });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('a reply being written survives a reload, per ticket', async () => {
    mockFetch({
      'GET /api/support/tickets/5': { body: { status: true, ticket: ticket(5), messages: [message(1, 'Help')] } },
      'GET /api/support/tickets/6': { body: { status: true, ticket: ticket(6), messages: [message(2, 'Other')] } },
    });
    const first = renderPage(<TicketThread id={5} />, { user: makeUser() });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'Still waiting');
    first.unmount();
    const other = renderPage(<TicketThread id={6} />, { user: makeUser() });
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toHaveValue('');
    other.unmount();
    renderPage(<TicketThread id={5} />, { user: makeUser() });
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toHaveValue('Still waiting');
  });

  it('signing out forgets every draft in the tab', async () => {
    sessionStorage.setItem('codeport:draft:7:support:new', JSON.stringify({ subject: 'a', message: 'b' }));
    sessionStorage.setItem('unrelated', 'kept');
    clearDrafts();
    expect(sessionStorage.getItem('codeport:draft:7:support:new')).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });
});

describe('TicketThread', () => {
  const thread = (messages: ReturnType<typeof message>[], status = 'open') => ({
    status: true,
    ticket: ticket(5, { status }),
    messages,
  });

  it('a ticket address that is no ticket id (/support/abc, /support/0) says so instead of loading forever', async () => {
    const calls = mockFetch({});
    renderPage(<TicketThread id={null} />, { user: makeUser() });
    expect(await screen.findByText('This ticket does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Support ticket' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/loading/i)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/api/support/tickets'))).toEqual([]);
  });

  it('shows the messages, sends a reply and clears the box', async () => {
    let messages = [message(1, 'My code did not arrive'), message(2, 'We are checking', 'support')];
    const calls = mockFetch({
      'GET /api/support/tickets/5': () => ({ body: thread(messages) }),
      'POST /api/support/tickets/5/messages': (c) => {
        messages = [...messages, message(3, (c.body as { message: string }).message)];
        return { body: thread(messages) };
      },
    });
    renderPage(<TicketThread id={5} />, { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('listitem', { name: 'Support' })).toHaveTextContent('We are checking');
    // The subject is the page's one heading once the ticket is there.
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([
      screen.getByRole('heading', { name: ticket(5).subject }),
    ]);

    const box = screen.getByRole('textbox', { name: 'Your reply' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(box).toHaveAccessibleDescription('Write your message.');
    await userEvent.type(box, 'Thanks!{Control>}{Enter}{/Control}');
    expect(await within(list).findByText('Thanks!')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('sends one reply when Ctrl+Enter is pressed again while it is on its way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const calls = mockFetch({
      'GET /api/support/tickets/5': { body: thread([message(1, 'My code did not arrive')]) },
      'POST /api/support/tickets/5/messages': () =>
        new Promise((resolve) => {
          answer = resolve as (value: unknown) => void;
        }),
    });
    renderPage(<TicketThread id={5} />, { user: makeUser() });
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await userEvent.type(box, 'Thanks!');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await act(async () => answer({ body: thread([message(1, 'My code did not arrive'), message(3, 'Thanks!')]) }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('appends a support reply that arrives as a NewMessage event', async () => {
    let gets = 0;
    const calls = mockFetch({
      // The refetch that follows the event never answers here: only the event can show the reply.
      'GET /api/support/tickets/5': () =>
        ++gets === 1 ? { body: thread([message(1, 'Hello')]) } : new Promise(() => {}),
    });
    renderPage(<TicketThread id={5} />, { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'Messages' });
    act(() => {
      emitRealtime('NewMessage', { resource: message(7, 'Here is your refund', 'support') });
      // A reply on another ticket does not belong in this thread.
      emitRealtime('NewMessage', { resource: message(8, 'Other ticket', 'support', 99) });
    });
    expect(await within(list).findByText('Here is your refund')).toBeInTheDocument();
    expect(within(list).queryByText('Other ticket')).not.toBeInTheDocument();
    // The thread is still refetched, for the status the reply changed.
    expect(calls.filter((c) => c.url === '/api/support/tickets/5')).toHaveLength(2);
  });

  it('shows "does not exist" for a ticket that is not the user\'s', async () => {
    mockFetch({ 'GET /api/support/tickets/77': { status: 404, body: { message: 'Not found' } } });
    renderPage(<TicketThread id={77} />, { user: makeUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Support ticket' })).toBeInTheDocument();
    expect(await screen.findByText('This ticket does not exist.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
