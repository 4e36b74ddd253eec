import { act, screen, waitFor } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { SessionLifecycle } from '@/features/auth/components/session-lifecycle';
import { getAuthFlow } from '@/state/auth-flow';
import { bumpSessionGeneration } from '@/state/auth-session';
import { getRealtimeState, onRealtime } from '@/state/realtime-bus';
import { makeUser, mockFetch, openFlags, renderAuth } from './harness';
import { fakeEcho, realtimeConfig } from '../test-kit/realtime';
import { router, resetRouter } from '../test-kit/router-mock';
import { createEcho } from '@/lib/realtime/create-echo';
import { useUser } from '@/hooks/use-user';
import { USER_KEY } from '@/state/ssr-user';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
jest.mock('@/lib/realtime/create-echo', () => ({ createEcho: jest.fn() }));

const mount = (user: ReturnType<typeof makeUser> | null) =>
  renderAuth(<SessionLifecycle />, { user, config: realtimeConfig });

beforeEach(() => {
  resetRouter();
  document.cookie = 'referral_id=; Max-Age=0; Path=/';
  document.cookie = 'utm=; Max-Age=0; Path=/';
  (createEcho as jest.Mock).mockReset().mockImplementation(async () => fakeEcho().echo);
});
afterEach(() => jest.useRealTimers());

test('?login=1 opens login for a guest, keeps the safe redirect and clears the query', async () => {
  mockFetch({});
  resetRouter({ query: { login: '1', redirect: '/settings/security', tab: 'x' } });
  mount(null);
  await waitFor(() => expect(openFlags()).toEqual(['login']));
  expect(getAuthFlow().redirect).toBe('/settings/security');
  expect(router.replace).toHaveBeenCalledWith({ pathname: '/', query: { tab: 'x' } }, undefined, {
    shallow: true,
    scroll: false,
  });
});

test('?login=1 for a signed-in user only clears the query', async () => {
  mockFetch({});
  resetRouter({ query: { login: '1' } });
  mount(makeUser());
  await waitFor(() =>
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/', query: {} }, undefined, expect.anything()),
  );
  expect(openFlags()).toEqual([]);
});

test('ref and utm_* become 7-day cookies, leave the URL, and a guest gets registration after 50 ms', async () => {
  jest.useFakeTimers();
  mockFetch({});
  resetRouter({ query: { ref: '42', utm_source: 'news', utm_medium: 'mail', page: '2' } });
  mount(null);
  expect(document.cookie).toContain('referral_id=42');
  expect(document.cookie).toContain(
    `utm=${encodeURIComponent(JSON.stringify({ utm_source: 'news', utm_medium: 'mail' }))}`,
  );
  expect(router.replace).toHaveBeenCalledWith({ pathname: '/', query: { page: '2' } }, undefined, expect.anything());
  expect(openFlags()).toEqual([]);
  act(() => jest.advanceTimersByTime(50));
  expect(openFlags()).toEqual(['registration']);
});

test('a campaign landing asks the upstream which dialog to open, with the utm_* as JSON', async () => {
  const calls = mockFetch({ 'GET /api/marketing-action': { body: { status: true, action: 'show-login-modal' } } });
  resetRouter({ query: { utm_campaign: 'login', utm_source: 'ads' } });
  mount(null);
  await waitFor(() => expect(openFlags()).toEqual(['login']));
  const asked = calls.find((c) => c.url.startsWith('/api/marketing-action'))!;
  expect(JSON.parse(new URL(asked.url, 'http://x').searchParams.get('utm-data')!)).toEqual({
    utm_campaign: 'login',
    utm_source: 'ads',
  });
});

test('a campaign the upstream knows nothing of, or a signed-in visitor, opens nothing', async () => {
  const calls = mockFetch({ 'GET /api/marketing-action': { body: { status: true, action: null } } });
  resetRouter({ query: { utm_campaign: 'spring' } });
  mount(null);
  await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/marketing-action'))).toBe(true));
  expect(openFlags()).toEqual([]);

  const signedIn = mockFetch({
    'GET /api/marketing-action': { body: { status: true, action: 'show-register-modal' } },
  });
  resetRouter({ query: { utm_campaign: 'register' } });
  mount(makeUser());
  await waitFor(() => expect(router.replace).toHaveBeenCalled());
  expect(signedIn.some((c) => c.url.startsWith('/api/marketing-action'))).toBe(false);
  expect(openFlags()).toEqual([]);
});

test('the first referrer wins', () => {
  mockFetch({});
  document.cookie = 'referral_id=7; Path=/';
  resetRouter({ query: { ref: '42' } });
  mount(null);
  expect(document.cookie).toContain('referral_id=7');
  expect(document.cookie).not.toContain('referral_id=42');
});

test('the user refreshes every 60 s; a 401 then signs out, goes home and opens login', async () => {
  jest.useFakeTimers();
  let answer: { status: number; body: unknown } = { status: 200, body: { user: makeUser() } };
  const calls = mockFetch({ 'GET /api/user': () => answer });
  resetRouter({ pathname: '/activations', asPath: '/activations' });
  mount(makeUser());
  expect(calls).toHaveLength(0);
  await act(async () => jest.advanceTimersByTime(60_000));
  expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(1);
  answer = {
    status: 401,
    body: { status: false, message: 'Unauthenticated', code: 'UNAUTHENTICATED', action: 'login' },
  };
  await act(async () => jest.advanceTimersByTime(60_000));
  jest.useRealTimers();
  await waitFor(() => expect(openFlags()).toEqual(['login']));
  expect(router.push).toHaveBeenCalledWith('/');
  // Signing in again comes back to the page the session ended on.
  expect(getAuthFlow().redirect).toBe('/activations');
});

test('a realtime channel refused with 401 runs the same 401 journey: signed out, home, login', async () => {
  mockFetch({});
  resetRouter({ pathname: '/activations', asPath: '/activations' });
  mount(makeUser());
  await waitFor(() => expect(createEcho).toHaveBeenCalled());
  const { onAuthError } = (createEcho as jest.Mock).mock.calls[0][0] as { onAuthError(status: number): void };
  act(() => onAuthError(403));
  expect(openFlags()).toEqual([]);
  act(() => onAuthError(401));
  await waitFor(() => expect(openFlags()).toEqual(['login']));
  expect(router.push).toHaveBeenCalledWith('/');
  await waitFor(() => expect(getRealtimeState()).toBe('disconnected'));
});

test('going back across a locale change reloads the user', async () => {
  const calls = mockFetch({ 'GET /api/user': { body: { user: makeUser() } } });
  mount(makeUser());
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate'));
    router.locale = 'es';
    router.events.emit('routeChangeComplete', '/es');
  });
  await waitFor(() => expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(1));
  act(() => router.events.emit('routeChangeComplete', '/es/faq'));
  expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(1);
});

describe('realtime', () => {
  test('guests never load the realtime client', async () => {
    jest.useFakeTimers();
    mockFetch({});
    mount(null);
    act(() => jest.advanceTimersByTime(2000));
    expect(createEcho).not.toHaveBeenCalled();
  });

  test('subscribes to user.{id} 500 ms after sign-in, forwards events, refetches after a network loss, closes on token change', async () => {
    jest.useFakeTimers();
    const first = fakeEcho();
    const second = fakeEcho();
    (createEcho as jest.Mock).mockResolvedValueOnce(first.echo).mockResolvedValueOnce(second.echo);
    const calls = mockFetch({ 'GET /api/user': { body: { user: makeUser({ id: 5 }) } } });
    mount(makeUser({ id: 5 }));
    act(() => jest.advanceTimersByTime(499));
    expect(createEcho).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(createEcho).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'app-key', wsHost: 'localhost', wsPort: 6001, forceTLS: false }),
    );
    expect(first.echo.private).toHaveBeenCalledWith('user.5.0');

    const got: unknown[] = [];
    const off = onRealtime('Activation.NewCodeReceived', (p) => got.push(p));
    const payload = { type: 'activation', activation: { id: 3, status: 'code', messages: [] } };
    // Checked against the contract once its checker has loaded (subscribe-user.ts).
    await act(async () => first.listeners['Activation.NewCodeReceived']?.(payload));
    await waitFor(() => expect(got).toEqual([payload]));
    off();

    first.setState('connected');
    expect(getRealtimeState()).toBe('connected');
    first.setState('unavailable');
    expect(calls).toHaveLength(0);
    first.setState('connected');
    jest.useRealTimers();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user').length).toBeGreaterThan(0));

    // A realtime restart: back to 'connecting' and connected again, never 'unavailable'.
    // Events of the gap are lost, so the data is fetched again.
    const before = calls.filter((c) => c.url === '/api/user').length;
    first.setState('connecting');
    first.setState('connected');
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user').length).toBeGreaterThan(before));

    jest.useFakeTimers();
    act(() => bumpSessionGeneration());
    expect(first.echo.disconnect).toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(500));
    expect(createEcho).toHaveBeenCalledTimes(2);
  });

  test('SessionsRevoked rereads the user, and the connection moves to the channel the user names now', async () => {
    jest.useFakeTimers();
    const first = fakeEcho('connected');
    const second = fakeEcho('connected');
    (createEcho as jest.Mock).mockResolvedValueOnce(first.echo).mockResolvedValueOnce(second.echo);
    // The revocation moved the channel on (upstream/platform/realtime-channel.ts).
    const calls = mockFetch({ 'GET /api/user': { body: { user: makeUser({ id: 5, realtime_channel: 'user.5.1' }) } } });
    mount(makeUser({ id: 5 }));
    await act(async () => jest.advanceTimersByTime(500));
    expect(first.echo.private).toHaveBeenCalledWith('user.5.0');
    jest.useRealTimers();
    await act(async () => first.listeners.SessionsRevoked?.({}));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user').length).toBeGreaterThan(0));
    await waitFor(() => expect(first.echo.disconnect).toHaveBeenCalled());
    await waitFor(() => expect(second.echo.private).toHaveBeenCalledWith('user.5.1'), { timeout: 2_000 });
  });

  test('a connection the server ended for good (a revocation elsewhere) is opened again after a second', async () => {
    // 4009 from the server leaves pusher-js 'disconnected' without retrying. Opened again, a
    // still-valid session signs in anew; a revoked one is refused (the 401 journey).
    jest.useFakeTimers();
    const echo = fakeEcho('connected');
    (createEcho as jest.Mock).mockResolvedValueOnce(echo.echo);
    mockFetch({ 'GET /api/user': { body: { user: makeUser({ id: 5 }) } } });
    const { unmount } = mount(makeUser({ id: 5 }));
    await act(async () => jest.advanceTimersByTime(500));
    expect(echo.echo.private).toHaveBeenCalledWith('user.5.0');
    const { connect } = echo.echo.connector.pusher;

    echo.setState('unavailable');
    await act(async () => jest.advanceTimersByTime(5_000));
    expect(connect).not.toHaveBeenCalled();
    echo.setState('disconnected');
    await act(async () => jest.advanceTimersByTime(999));
    expect(connect).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(connect).toHaveBeenCalledTimes(1);

    // Signing out closes it on purpose: nothing opens it again.
    echo.setState('disconnected');
    unmount();
    await act(async () => jest.advanceTimersByTime(5_000));
    expect(connect).toHaveBeenCalledTimes(1);
    expect(echo.echo.disconnect).toHaveBeenCalled();
  });

  test('an event that lands while the user is being read again does not throw that read away', async () => {
    // The referral withdrawal's journey: the answer refetches the user (new balance) and the
    // withdrawal's notification arrives while that read is in flight. The event's patch must
    // not leave the header on the balance from before the read.
    jest.useFakeTimers();
    const echo = fakeEcho('connected');
    (createEcho as jest.Mock).mockResolvedValueOnce(echo.echo);
    // The server's balance is 250 from the start; its first answer is held until the event is in.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = mockFetch({
      'GET /api/user': async () => {
        await held;
        return { body: { user: makeUser({ id: 5, balance: 250 }) } };
      },
    });
    let refetch: () => void = () => {};
    function Header() {
      const { data } = useUser();
      const { mutate } = useSWRConfig();
      refetch = () => void mutate(USER_KEY);
      return (
        <p>
          balance {data?.balance} notices {data?.notifications_count}
        </p>
      );
    }
    renderAuth(
      <>
        <SessionLifecycle />
        <Header />
      </>,
      { user: makeUser({ id: 5, balance: 100 }), config: realtimeConfig },
    );
    await act(async () => jest.advanceTimersByTime(500));
    jest.useRealTimers();
    await waitFor(() => expect(echo.listeners.NewUserNotification).toBeDefined());

    const userReads = () => calls.filter((c) => c.url === USER_KEY).length;
    act(() => refetch());
    await waitFor(() => expect(userReads()).toBe(1));
    const notification = {
      id: 9,
      title: 'Withdrawal',
      body: 'Added to your balance',
      category: 'referral',
      created_at: '2026-11-28T10:00:00Z',
      read: false,
    };
    await act(async () => echo.listeners.NewUserNotification?.({ notification }));
    await act(async () => release());
    await waitFor(() => expect(screen.getByText(/^balance 250 /)).toBeTruthy());
  });

  test('a session signed out elsewhere: the page reads the user at once, and the revoked one signs out', async () => {
    jest.useFakeTimers();
    const echo = fakeEcho('connected');
    (createEcho as jest.Mock).mockResolvedValueOnce(echo.echo);
    const calls = mockFetch({ 'GET /api/user': { status: 401, body: { status: false, message: 'Unauthenticated.' } } });
    resetRouter({ pathname: '/activations', asPath: '/activations' });
    mount(makeUser({ id: 5 }));
    await act(async () => jest.advanceTimersByTime(500));
    jest.useRealTimers();
    await waitFor(() => expect(echo.listeners.SessionsRevoked).toBeDefined());
    expect(calls).toHaveLength(0);
    await act(async () => echo.listeners.SessionsRevoked?.({}));
    await waitFor(() => expect(calls.filter((c) => c.url === USER_KEY)).toHaveLength(1));
    // Not a minute later at the next poll: signed out now, home, login open.
    await waitFor(() => expect(openFlags()).toEqual(['login']));
    expect(router.push).toHaveBeenCalledWith('/');
  });
});
