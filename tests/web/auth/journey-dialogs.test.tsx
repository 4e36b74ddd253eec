import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { useModals } from '@/state/modals';
import { getAuthFlow } from '@/state/auth-flow';
import { makeUser, mockFetch, modals, openFlags, renderAuth, sessionAnswer } from './harness';
import { resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const user = makeUser({ id: 3, email: 'bo@example.com' });
beforeEach(() => resetRouter());

function Opener() {
  const { open } = useModals();
  return <button onClick={() => open('login')}>open login</button>;
}

test('registration checks rules, then hands over to email verification with the address', async () => {
  const calls = mockFetch({
    'POST /api/register': { body: { status: true, message: 'We sent you a code.', action: 'verify-email' } },
    'POST /api/verify-email': { body: sessionAnswer(user) },
  });
  renderAuth(<AuthDialogs />, { flags: { registration: true } });
  const u = userEvent.setup();
  const email = await screen.findByLabelText(/^Email/);
  await u.type(email, 'bo@example.com');
  await u.type(screen.getByLabelText(/^Password/), 'short');
  await u.type(screen.getByLabelText(/Confirm password/), 'other{Enter}');
  expect(screen.getByText('The password must be at least 8 characters.')).toBeInTheDocument();
  expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  expect(calls).toHaveLength(0);

  await u.clear(screen.getByLabelText(/^Password/));
  await u.type(screen.getByLabelText(/^Password/), 'long-enough');
  await u.clear(screen.getByLabelText(/Confirm password/));
  await u.type(screen.getByLabelText(/Confirm password/), 'long-enough{Enter}');
  await waitFor(() => expect(openFlags()).toEqual(['verifyEmail']));
  expect(calls[0]?.body).toEqual({
    email: 'bo@example.com',
    password: 'long-enough',
    password_confirmation: 'long-enough',
  });
  // Our words in the user's language, not the upstream's English.
  expect(await screen.findByText('We have emailed you a verification code.')).toBeInTheDocument();
  expect(screen.queryByText('We sent you a code.')).not.toBeInTheDocument();

  const code = await screen.findByLabelText(/Code from the email/);
  await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('bo@example.com'));
  await u.type(code, '12345{Enter}');
  expect(screen.getByText('The code must be 6 digits.')).toBeInTheDocument();
  await u.type(code, '6{Enter}');
  await waitFor(() => expect(openFlags()).toEqual([]));
  expect(calls[1]).toMatchObject({ url: '/api/verify-email', body: { email: 'bo@example.com', code: '123456' } });
});

test('registration shows a taken address on the email field, in our words', async () => {
  mockFetch({
    'POST /api/register': {
      status: 422,
      body: {
        status: false,
        message: 'The email has already been taken.',
        code: 'EMAIL_TAKEN',
        errors: { email: ['The email has already been taken.'] },
      },
    },
  });
  renderAuth(<AuthDialogs />, { flags: { registration: true } });
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText(/^Email/), 'bo@example.com');
  await u.type(screen.getByLabelText(/^Password/), 'long-enough');
  await u.type(screen.getByLabelText(/Confirm password/), 'long-enough{Enter}');
  await waitFor(() =>
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'This email already has an account. Log in, or reset the password if you forgot it.',
    ),
  );
});

test('verification code can be sent again', async () => {
  const calls = mockFetch({ 'POST /api/verify-email/resend': { body: { status: true, message: 'Code sent again.' } } });
  renderAuth(<AuthDialogs />, { flags: { verifyEmail: true }, flow: { email: 'bo@example.com' } });
  await userEvent.click(await screen.findByRole('button', { name: 'Send the code again' }, { timeout: 3000 }));
  await waitFor(() =>
    expect(calls[0]).toMatchObject({ url: '/api/verify-email/resend', body: { email: 'bo@example.com' } }),
  );
  expect(openFlags()).toEqual(['verifyEmail']);
});

test('forgot password leads to recovery, which resets and returns to login', async () => {
  const calls = mockFetch({
    'POST /api/forgot-password': { body: { status: true, message: 'Check your email.' } },
    'POST /api/reset-password': { body: { status: true, message: 'Password changed.' } },
  });
  renderAuth(<AuthDialogs />, { flags: { forgot: true } });
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText(/^Email/), 'bo@example.com{Enter}');
  await waitFor(() => expect(openFlags()).toEqual(['recovery']));
  const code = await screen.findByLabelText(/Code from the email/);
  await waitFor(() => expect(screen.getAllByLabelText(/^Email/).at(-1)).toHaveValue('bo@example.com'));
  await u.type(code, '654321');
  await u.type(screen.getByLabelText(/New password/), 'brand-new-pass');
  await u.type(screen.getByLabelText(/Confirm password/), 'brand-new-pass{Enter}');
  await waitFor(() => expect(openFlags()).toEqual(['login']));
  expect(calls[1]).toMatchObject({
    url: '/api/reset-password',
    body: { email: 'bo@example.com', token: '654321', password: 'brand-new-pass' },
  });
});

test('a reset that leaves the API key working says so and offers to replace it right after login', async () => {
  mockFetch({
    'POST /api/reset-password': { body: { status: true, message: 'Password changed.', api_key_active: true } },
  });
  renderAuth(<AuthDialogs />, { flags: { recovery: true } });
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText(/^Email/), 'bo@example.com');
  await u.type(screen.getByLabelText(/Code from the email/), '654321');
  await u.type(screen.getByLabelText(/New password/), 'brand-new-pass');
  await u.type(screen.getByLabelText(/Confirm password/), 'brand-new-pass{Enter}');
  const done = await screen.findByRole('dialog', { name: 'Password changed' });
  expect(done).toHaveTextContent('Your API key still works');
  await u.click(screen.getByRole('button', { name: 'Log in and replace the API key' }));
  await waitFor(() => expect(openFlags()).toEqual(['login']));
  expect(getAuthFlow().redirect).toBe('/settings/api?regenerate=1');
});

test('the two-factor dialog retries the social callback with the code', async () => {
  const calls = mockFetch({ 'GET /api/auth/google/callback': { body: sessionAnswer(user) } });
  renderAuth(<AuthDialogs />, {
    flags: { faCode: true },
    flow: { social: { service: 'google', query: { code: 'xyz' } } },
  });
  await userEvent.type(await screen.findByLabelText(/Authenticator code/), '112233{Enter}');
  await waitFor(() => expect(openFlags()).toEqual([]));
  expect(calls[0]?.url).toBe('/api/auth/google/callback?code=xyz&one_time_password=112233');
});

test('a wrong two-factor code shows under the field', async () => {
  mockFetch({
    'POST /api/login': {
      status: 422,
      body: {
        status: false,
        message: 'The two-factor code is invalid.',
        action: 'need-2fa-code',
        errors: { one_time_password: ['The two-factor code is invalid.'] },
      },
    },
  });
  renderAuth(<AuthDialogs />, { flags: { faCode: true }, flow: { email: 'bo@example.com', password: 'pw-pw-pw-pw' } });
  const field = await screen.findByLabelText(/Authenticator code/);
  await userEvent.type(field, '000000{Enter}');
  await waitFor(() => expect(field).toHaveAccessibleDescription('The two-factor code is invalid.'));
  expect(openFlags()).toEqual(['faCode']);
});

test('opening login while signed in says so and closes', async () => {
  mockFetch({});
  renderAuth(<AuthDialogs />, { user, flags: { login: true } });
  expect(await screen.findByText('You are already authorized')).toBeInTheDocument();
  expect(openFlags()).toEqual([]);
});

test('focus returns to the opener after Escape', async () => {
  mockFetch({});
  renderAuth(
    <>
      <Opener />
      <AuthDialogs />
    </>,
  );
  const u = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'open login' });
  await u.click(opener);
  const email = await screen.findByLabelText(/^Email/);
  await waitFor(() => expect(email).toHaveFocus());
  await u.tab();
  expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  await u.keyboard('{Escape}');
  await waitFor(() => expect(opener).toHaveFocus());
  expect(openFlags()).toEqual([]);
});

test('the reward dialog closes from the keyboard', async () => {
  mockFetch({});
  renderAuth(<AuthDialogs />, { flags: { reward: true } });
  expect(await screen.findByText('You have a reward!', undefined, { timeout: 3000 })).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Great' }).focus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(modals.current?.flags.reward).toBe(false));
});
