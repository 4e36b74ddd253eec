import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivationsView } from '@/features/numbers/components/activations-view';
import { NumberRow } from '@/features/numbers/components/number-row';
import { ACTIVE_POLL_MS } from '@/features/numbers/hooks/use-active-numbers';
import { emitRealtime, setRealtimeState } from '@/state/realtime-bus';
import { activation, activeAnswer, sms } from './fixtures';
import { mockFetch, renderWith, type Call } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
// Counts the rows' renders; each still renders the real row.
jest.mock('@/features/numbers/components/number-row', () => {
  const actual = jest.requireActual('@/features/numbers/components/number-row');
  return { ...actual, NumberRow: jest.fn(actual.NumberRow) };
});

const lists = {
  'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
  'GET /api/services': { body: { status: true, count: 0, services: [] } },
  'GET /api/countries': { body: { status: true, count: 0, countries: [] } },
};
const listCalls = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/api/user/active-numbers')).length;

afterEach(() => {
  act(() => setRealtimeState('disconnected'));
  jest.useRealTimers();
});

describe('active list while realtime is down', () => {
  it('polls until the connection is back, stops while it is live, and resumes when it drops', async () => {
    jest.useFakeTimers();
    let entry = activation();
    const calls = mockFetch({ 'GET /api/user/active-numbers': () => ({ body: activeAnswer([entry]) }), ...lists });
    renderWith(<ActivationsView />);
    const row = await screen.findByRole('listitem', { name: '+77000000011' });
    expect(within(row).getByText('Waiting for a code…')).toBeInTheDocument();

    // The code reached the server but no event can arrive: the next poll brings it.
    entry = activation({ status: 'code_received', messages: [sms(3, '318822')] });
    await act(async () => jest.advanceTimersByTime(ACTIVE_POLL_MS));
    expect(await within(row).findByTestId('code')).toHaveTextContent('318822');

    act(() => setRealtimeState('connected'));
    const whileLive = listCalls(calls);
    await act(async () => jest.advanceTimersByTime(3 * ACTIVE_POLL_MS));
    expect(listCalls(calls)).toBe(whileLive);

    act(() => setRealtimeState('unavailable'));
    await act(async () => jest.advanceTimersByTime(ACTIVE_POLL_MS));
    await waitFor(() => expect(listCalls(calls)).toBeGreaterThan(whileLive));
  });
});

describe('the connection changing state', () => {
  it("renders no row again: only the list's poll reads it (issue 17)", async () => {
    mockFetch({ 'GET /api/user/active-numbers': { body: activeAnswer([activation()]) }, ...lists });
    renderWith(<ActivationsView />);
    const row = await screen.findByRole('listitem', { name: '+77000000011' });
    const renders = (NumberRow as jest.Mock).mock.calls.length;
    act(() => setRealtimeState('connecting'));
    act(() => setRealtimeState('connected'));
    act(() => setRealtimeState('unavailable'));
    expect((NumberRow as jest.Mock).mock.calls.length).toBe(renders);
    expect(within(row).getByText('Waiting for a code…')).toBeInTheDocument();
  });
});

describe('messages dialog', () => {
  it('shows a code that arrives while it is open and marks it read', async () => {
    const first = sms(1, null, true);
    const entry = activation({ status: 'code_received', messages: [first] });
    const calls = mockFetch({
      'GET /api/user/active-numbers': { body: activeAnswer([entry]) },
      'POST /api/activation/11/read-all': {
        body: {
          status: true,
          activation: { ...entry, messages: [first, { ...sms(2, '640051'), viewed: true }] },
          balance: 1,
        },
      },
      ...lists,
    });
    renderWith(<ActivationsView />);
    const row = await screen.findByRole('listitem', { name: '+77000000011' });
    await userEvent.click(within(row).getByRole('button', { name: /1 message/ }));
    const dialog = await screen.findByRole('dialog', { name: /Activations/ });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    // Nothing unread when it opened: no read-all yet.
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await act(async () =>
      emitRealtime('Activation.NewCodeReceived', {
        type: 'activation',
        activation: { ...entry, messages: [first, sms(2, '640051')] },
      }),
    );
    expect(within(dialog).getByText('Telegram code: 640051')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    // The new message is unread in an open dialog, so it is marked read at once.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/activation/11/read-all')).toHaveLength(1));
    expect(within(row).getByTestId('code')).toHaveTextContent('640051');
  });

  it('shows an SMS the polled list brings while realtime is down, with nothing else happening', async () => {
    jest.useFakeTimers();
    const first = sms(1, null, true);
    let entry = activation({ status: 'code_received', messages: [first] });
    const calls = mockFetch({
      'GET /api/user/active-numbers': () => ({ body: activeAnswer([entry]) }),
      'POST /api/activation/11/read-all': () => ({
        body: {
          status: true,
          activation: { ...entry, messages: entry.messages.map((m) => ({ ...m, viewed: true })) },
          balance: 1,
        },
      }),
      ...lists,
    });
    renderWith(<ActivationsView />);
    const row = await screen.findByRole('listitem', { name: '+77000000011' });
    await act(async () =>
      within(row)
        .getByRole('button', { name: /1 message/ })
        .click(),
    );
    const dialog = await screen.findByRole('dialog', { name: /Activations/ });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);

    // No event: the SMS reaches the server and only the next poll of the list carries it.
    entry = activation({ status: 'code_received', messages: [first, sms(2, '640051')] });
    await act(async () => jest.advanceTimersByTime(ACTIVE_POLL_MS));
    expect(await within(dialog).findByText('Telegram code: 640051')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    // Arriving unread in an open dialog, it is marked read like a realtime one.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/activation/11/read-all')).toHaveLength(1));
  });

  it('ignores a code for another number', async () => {
    const entry = activation({ messages: [sms(1, null, true)] });
    mockFetch({
      'GET /api/user/active-numbers': { body: activeAnswer([entry, activation({ id: 12, phone: '+77000000012' })]) },
      ...lists,
    });
    renderWith(<ActivationsView />);
    const row = await screen.findByRole('listitem', { name: '+77000000011' });
    await userEvent.click(within(row).getByRole('button', { name: /1 message/ }));
    const dialog = await screen.findByRole('dialog', { name: /Activations/ });
    await act(async () =>
      emitRealtime('Activation.NewCodeReceived', {
        type: 'activation',
        activation: { ...activation({ id: 12 }), messages: [sms(9, '777000')] },
      }),
    );
    expect(within(dialog).queryByText('Telegram code: 777000')).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
  });
});
