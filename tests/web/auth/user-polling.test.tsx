import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { SessionLifecycle } from '@/features/auth/components/session-lifecycle';
import { USER_REFRESH_MS, useUser } from '@/hooks/use-user';
import { makeUser, mockFetch, renderAuth } from './harness';
import { realtimeConfig, fakeEcho } from '../test-kit/realtime';
import { resetRouter } from '../test-kit/router-mock';
import { createEcho } from '@/lib/realtime/create-echo';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
jest.mock('@/lib/realtime/create-echo', () => ({ createEcho: jest.fn() }));

/** A page part that reads the user, as the header, balance and many pages do. */
function Reader() {
  useUser();
  return null;
}

/** Mounts another reader after 30 s, as a page does after a client navigation. */
const late = { mount: () => {} };
function LatePage() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    late.mount = () => setShown(true);
  }, []);
  return shown ? <Reader /> : null;
}

beforeEach(() => {
  resetRouter();
  (createEcho as jest.Mock).mockReset().mockImplementation(async () => fakeEcho().echo);
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('the user is polled once every 60 s however many useUser instances exist, whenever they mounted', async () => {
  const calls = mockFetch({ 'GET /api/user': { body: { user: makeUser() } } });
  const userCalls = () => calls.filter((c) => c.url === '/api/user').length;
  // The test harness deduplicates nothing: every timer that fires would be a request.
  renderAuth(
    <>
      <SessionLifecycle />
      <Reader />
      <Reader />
      <LatePage />
    </>,
    { user: makeUser(), config: realtimeConfig },
  );
  expect(userCalls()).toBe(0);
  await act(async () => jest.advanceTimersByTime(USER_REFRESH_MS / 2));
  act(() => late.mount());
  await act(async () => jest.advanceTimersByTime(USER_REFRESH_MS / 2));
  expect(userCalls()).toBe(1);
  await act(async () => jest.advanceTimersByTime(USER_REFRESH_MS / 2));
  expect(userCalls()).toBe(1);
  await act(async () => jest.advanceTimersByTime(USER_REFRESH_MS / 2));
  expect(userCalls()).toBe(2);
  for (const expected of [3, 4, 5]) {
    await act(async () => jest.advanceTimersByTime(USER_REFRESH_MS));
    expect(userCalls()).toBe(expected);
  }
});
