import { act, screen, waitFor, within } from '@testing-library/react';
import { SessionLifecycle } from '@/features/auth/components/session-lifecycle';
import { AppHeader } from '@/features/shell/components/app-header';
import { createEcho } from '@/lib/realtime/create-echo';
import { makeUser, mockFetch, renderShell } from '../shell/harness';
import { fakeEcho } from '../test-kit/realtime';
import { resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
jest.mock('@/lib/realtime/create-echo', () => ({ createEcho: jest.fn() }));

// What pusher-js emits on the private channel once the server accepted the subscription.
const SUBSCRIBED = '.pusher:subscription_succeeded';

let realtime = fakeEcho('connected');
beforeEach(() => {
  resetRouter();
  realtime = fakeEcho('connected');
  (createEcho as jest.Mock).mockReset().mockResolvedValue(realtime.echo);
});

/** The header with the session lifecycle (which opens the realtime connection); the server holds `server`. */
async function mount(server: ReturnType<typeof makeUser>, rendered = makeUser()) {
  const fetch = mockFetch({ '/api/user': { body: { status: true, user: server } } });
  renderShell(
    <>
      <SessionLifecycle />
      <AppHeader />
    </>,
    { user: rendered },
  );
  // The channel is set up 500 ms after sign-in (spec §9).
  await waitFor(() => expect(realtime.listeners.BalanceTopup).toBeDefined(), { timeout: 2000 });
  return () => fetch.mock.calls.filter(([url]) => String(url) === '/api/user').length;
}

it('a payment confirmed before the channel was joined still shows: the first join reads the user again', async () => {
  // The page rendered $123.45; the payment's BalanceTopup went out before the subscription.
  const reads = await mount(makeUser({ balance: 20_000 }));
  expect(screen.getByRole('link', { name: 'Balance: $123.45' })).toBeInTheDocument();
  expect(reads()).toBe(0);

  act(() => realtime.listeners[SUBSCRIBED]!({}));
  expect(await screen.findByRole('link', { name: 'Balance: $200.00' })).toBeInTheDocument();
  expect(reads()).toBe(1);
  // A rejoin comes after a reconnection, which reads everything again by itself.
  act(() => realtime.listeners[SUBSCRIBED]!({}));
  await new Promise((r) => setTimeout(r, 50));
  expect(reads()).toBe(1);
});

it('a refund reads the user again: the nav’s Activations count drops', async () => {
  const reads = await mount(
    makeUser({ balance: 13_595, activations: { count: 0, rent_count: 0 } }),
    makeUser({ activations: { count: 1, rent_count: 0 } }),
  );
  const nav = () => screen.getByRole('navigation', { name: 'Main navigation', hidden: true });
  expect(within(nav()).getByRole('link', { name: /Activations/, hidden: true })).toHaveTextContent(/^Activations1$/);

  await act(async () =>
    realtime.listeners.BalanceTopup!({ balance: 13_595, refund: { amount: 1250, type: 'activation', id: 11 } }),
  );
  await waitFor(() =>
    expect(within(nav()).getByRole('link', { name: /Activations/, hidden: true })).toHaveTextContent(/^Activations$/),
  );
  expect(screen.getByRole('link', { name: 'Balance: $135.95' })).toBeInTheDocument();
  expect(reads()).toBe(1);
});
