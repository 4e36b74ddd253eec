import { act, screen, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { SessionLifecycle } from '@/features/auth/components/session-lifecycle';
import { getJson } from '@/lib/http';
import { apiRequest } from '@/lib/api-client';
import { buyActivation } from '@/lib/api-routes/activations';
import { login } from '@/lib/api-routes/auth';
import { makeUser, mockFetch, renderAuth } from './harness';
import { realtimeConfig } from '../test-kit/realtime';
import { resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
jest.mock('@/lib/realtime/create-echo', () => ({ createEcho: jest.fn(async () => new Promise(() => {})) }));

// One browser, two tabs, one session cookie: this tab shows account 5 while another tab has
// signed in as 6. Its changes say which account it shows, the BFF refuses them, and the tab
// then shows account 6, with nothing of 5's left on screen.

function Numbers() {
  const { data } = useSWR<{ owner: number }>('/api/user/active-numbers', getJson);
  return <p>{data ? `numbers of ${data.owner}` : 'loading numbers'}</p>;
}

const sentAs = () =>
  (globalThis.fetch as jest.Mock).mock.calls.map(([url, init]: [string, RequestInit]) => [
    init.method ?? 'GET',
    url,
    (init.headers as Record<string, string>)['X-Signed-In-As'],
  ]);

beforeEach(() => resetRouter());

test("a change says which account the page shows; the BFF's SESSION_CHANGED brings the other account's data", async () => {
  let session = 5;
  const calls = mockFetch({
    'GET /api/user': () => ({ body: { user: makeUser({ id: session, email: `user${session}@example.test` }) } }),
    'GET /api/user/active-numbers': () => ({ body: { owner: session } }),
    'POST /api/activation/buy': (call) => ({
      status: 409,
      body: { status: false, code: 'SESSION_CHANGED', message: 'Another account.', call },
    }),
  });
  renderAuth(
    <>
      <SessionLifecycle />
      <Numbers />
    </>,
    { user: makeUser({ id: 5 }), config: realtimeConfig },
  );
  expect(await screen.findByText('numbers of 5')).toBeInTheDocument();

  // Another tab signs in as 6.
  session = 6;
  await act(async () => {
    await apiRequest(buyActivation, { json: { service_id: 1, country_id: 2 } }).catch(() => undefined);
  });
  expect(sentAs()).toContainEqual(['POST', '/api/activation/buy', '5']);
  // Reads carry nothing: they are answered for whoever the session is.
  expect(
    sentAs()
      .filter(([method]) => method === 'GET')
      .every(([, , as]) => as === undefined),
  ).toBe(true);
  await waitFor(() => expect(screen.getByText('numbers of 6')).toBeInTheDocument());
  expect(calls.filter((c) => c.url === '/api/user')).not.toHaveLength(0);

  // From now on the page speaks for account 6.
  await act(async () => {
    await apiRequest(buyActivation, { json: { service_id: 1, country_id: 2 } }).catch(() => undefined);
  });
  expect(
    sentAs()
      .filter(([method]) => method === 'POST')
      .at(-1),
  ).toEqual(['POST', '/api/activation/buy', '6']);
});

test('a guest page sends no account with its changes', async () => {
  mockFetch({ 'POST /api/login': { status: 401, body: { status: false, message: 'x' } } });
  renderAuth(<SessionLifecycle />, { user: null, config: realtimeConfig });
  await act(async () => {
    await apiRequest(login, { json: { email: 'a@example.test', password: 'x' } }).catch(() => undefined);
  });
  expect(sentAs()).toEqual([['POST', '/api/login', undefined]]);
});
