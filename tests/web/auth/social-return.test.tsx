import { screen, waitFor } from '@testing-library/react';
import { SocialCallback, SocialLinkCallback } from '@/features/auth/components/social-return';
import { getAuthFlow } from '@/state/auth-flow';
import { makeUser, mockFetch, openFlags, renderAuth } from './harness';
import { router, resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const user = makeUser({ id: 9 });

/** Stands in for the home page the return pages render under their work. */
const home = <h1>Home page</h1>;

test('the return pages show the home page while they work, with no spinner; the work is announced', async () => {
  mockFetch({ 'GET /api/auth/google/callback': () => new Promise(() => {}) });
  resetRouter({ query: { service: 'google', code: 'abc' } });
  const { unmount } = renderAuth(<SocialCallback>{home}</SocialCallback>);
  expect(screen.getByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(/./);
  unmount();

  mockFetch({});
  renderAuth(<SocialLinkCallback>{home}</SocialLinkCallback>, { user });
  expect(screen.getByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('a successful callback passes the provider query on, signs in and goes home', async () => {
  const calls = mockFetch({ 'GET /api/auth/google/callback': { body: { status: true, user } } });
  resetRouter({ query: { service: 'google', code: 'abc', state: 's1' } });
  renderAuth(<SocialCallback>{home}</SocialCallback>);
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  expect(calls[0]?.url).toBe('/api/auth/google/callback?code=abc&state=s1');
  expect(openFlags()).toEqual([]);
});

test('a signed-in visitor is signed out (by the BFF, once the state checks out) and their work in the tab goes', async () => {
  const calls = mockFetch({ 'GET /api/auth/github/callback': { body: { status: true, user } } });
  resetRouter({ query: { service: 'github', code: 'abc' } });
  // A draft the signed-out account left in this tab goes with it, as with the menu's log out.
  sessionStorage.setItem('codeport:draft:1:support:new', JSON.stringify({ subject: 'a', message: 'b' }));
  renderAuth(<SocialCallback>{home}</SocialCallback>, { user: makeUser({ id: 1 }) });
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  // No sign-out of its own before the callback: any site could send a user here to sign them out.
  expect(calls.map((c) => `${c.method} ${c.url.split('?')[0]}`)).toEqual(['GET /api/auth/github/callback']);
  expect(sessionStorage.getItem('codeport:draft:1:support:new')).toBeNull();
});

test('a callback this browser did not start leaves a signed-in visitor signed in, work kept', async () => {
  const calls = mockFetch({
    'GET /api/auth/github/callback': {
      status: 403,
      body: { status: false, message: 'This sign-in was not started in this browser.', code: 'SIGN_IN_NOT_STARTED' },
    },
  });
  resetRouter({ query: { service: 'github', code: 'attacker', state: 'made-up' } });
  sessionStorage.setItem('codeport:draft:1:support:new', JSON.stringify({ subject: 'a', message: 'b' }));
  renderAuth(<SocialCallback>{home}</SocialCallback>, { user: makeUser({ id: 1 }) });
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  expect(calls.map((c) => `${c.method} ${c.url.split('?')[0]}`)).toEqual(['GET /api/auth/github/callback']);
  expect(sessionStorage.getItem('codeport:draft:1:support:new')).not.toBeNull();
});

test('need-2fa-code opens the two-factor dialog with the callback kept for the retry', async () => {
  mockFetch({
    'GET /api/auth/google/callback': {
      status: 422,
      body: { status: false, message: 'Enter the code', code: 'TWO_FACTOR_REQUIRED', action: 'need-2fa-code' },
    },
  });
  resetRouter({ query: { service: 'google', code: 'abc' } });
  renderAuth(<SocialCallback>{home}</SocialCallback>);
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  expect(openFlags()).toEqual(['faCode']);
  expect(getAuthFlow().social).toEqual({ service: 'google', query: { code: 'abc' } });
});

test('telegram without a query shows the macOS message and goes home without calling anything', async () => {
  const calls = mockFetch({});
  resetRouter({ query: { service: 'telegram' } });
  renderAuth(<SocialCallback>{home}</SocialCallback>);
  expect(
    await screen.findByText("An error occurred. If you're using macOS, try other sign-in methods."),
  ).toBeInTheDocument();
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  expect(calls).toHaveLength(0);
});

test('a link callback with the reward cookie shows the reward, clears the cookie and reloads the user', async () => {
  document.cookie = 'reward=1; Path=/';
  const calls = mockFetch({
    'GET /api/auth/telegram/link-callback': { body: { status: true, message: 'Linked', reward: 100 } },
    'GET /api/user': { body: { user } },
  });
  resetRouter({ query: { service: 'telegram', code: 'abc' } });
  renderAuth(<SocialLinkCallback>{home}</SocialLinkCallback>, { user });
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  expect(openFlags()).toEqual(['reward']);
  expect(document.cookie).not.toContain('reward=');
  expect(calls.map((c) => c.url)).toContain('/api/user');
});

test('a link that credited nothing (linked before) clears the cookie but shows no reward', async () => {
  document.cookie = 'reward=1; Path=/';
  mockFetch({
    'GET /api/auth/telegram/link-callback': { body: { status: true, message: 'Already linked', reward: 0 } },
    'GET /api/user': { body: { user } },
  });
  resetRouter({ query: { service: 'telegram', code: 'abc' } });
  renderAuth(<SocialLinkCallback>{home}</SocialLinkCallback>, { user });
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  expect(openFlags()).toEqual([]);
  expect(document.cookie).not.toContain('reward=');
});

test('a link callback without the cookie shows no reward', async () => {
  mockFetch({ 'GET /api/auth/google/link-callback': { body: { status: true } }, 'GET /api/user': { body: { user } } });
  resetRouter({ query: { service: 'google', code: 'abc' } });
  renderAuth(<SocialLinkCallback>{home}</SocialLinkCallback>, { user });
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  expect(openFlags()).toEqual([]);
});

test('need-2fa-code keeps the server challenge in the retry query (the provider code is spent)', async () => {
  const challenge = 'ch_0123456789abcdefghij';
  mockFetch({
    'GET /api/auth/github/callback': {
      status: 422,
      body: { status: false, message: 'Enter', code: 'TWO_FACTOR_REQUIRED', action: 'need-2fa-code', challenge },
    },
  });
  resetRouter({ query: { service: 'github', code: 'abc', state: 's' } });
  renderAuth(<SocialCallback>{home}</SocialCallback>);
  await waitFor(() => expect(openFlags()).toEqual(['faCode']));
  expect(getAuthFlow().social).toEqual({ service: 'github', query: { code: 'abc', state: 's', challenge } });
});

test('an email that already has an account: the translated refusal names the provider, login opens, then security', async () => {
  mockFetch({
    'GET /api/auth/google/callback': {
      status: 422,
      body: { status: false, message: 'This email already has an account…', code: 'SOCIAL_EMAIL_TAKEN' },
    },
  });
  resetRouter({ query: { service: 'google', code: 'abc' } });
  renderAuth(<SocialCallback>{home}</SocialCallback>);
  expect(
    await screen.findByText(
      'This email already has an account: sign in with your password, then link Google in Settings → Security.',
    ),
  ).toBeInTheDocument();
  await waitFor(() => expect(openFlags()).toEqual(['login']));
  expect(getAuthFlow().redirect).toBe('/settings/security');
});

test('linking a provider account another user has: our translated refusal, not the server English or INVALID_CODE', async () => {
  mockFetch({
    'GET /api/auth/github/link-callback': {
      status: 422,
      body: { status: false, message: 'This account is already linked to another user.', code: 'SOCIAL_ACCOUNT_TAKEN' },
    },
    'GET /api/user': { body: { user } },
  });
  resetRouter({ query: { service: 'github', code: 'abc' } });
  renderAuth(<SocialLinkCallback>{home}</SocialLinkCallback>, { user });
  expect(
    await screen.findByText('This provider account is already linked to another user. Link a different one.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('This account is already linked to another user.')).not.toBeInTheDocument();
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
});
