import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import LoginDialog from '@/features/auth/components/login-dialog';
import { TwoFactorPanel } from '@/features/auth/components/security/two-factor-panel';
import { useModals } from '@/state/modals';
import { codeDigits } from '@/features/auth/utils/code-digits';
import { loginAskingForCode, makeUser, mockFetch, openFlags, renderAuth, sessionAnswer } from './harness';
import { resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const user = makeUser({ id: 3, email: 'bo@example.com' });
beforeEach(() => resetRouter());

/**
 * Codes are pasted from an email or an authenticator app with a space, a dash or a line break
 * around them. A maxLength of 6 used to cut "521 185" to "521 18" (refused: "The code must be 6
 * digits.") and " 521185\n" to " 52118". Every code field now keeps the digits of what arrives.
 */
const PASTED = ['521 185', '521-185', ' 521185\n'];

async function pasteInto(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

test('codeDigits keeps the digits, at most six', () => {
  expect(PASTED.map(codeDigits)).toEqual(['521185', '521185', '521185']);
  expect(codeDigits('Your code: 52 11 85 (valid 10 min)')).toBe('521185');
  expect(codeDigits('12a')).toBe('12');
});

test.each(PASTED)('the email verification code %j is taken whole and sent as its six digits', async (pasted) => {
  const calls = mockFetch({ 'POST /api/verify-email': { body: sessionAnswer(user) } });
  renderAuth(<AuthDialogs />, { flags: { verifyEmail: true }, flow: { email: 'bo@example.com' } });
  const code = await screen.findByLabelText(/Code from the email/, undefined, { timeout: 3000 });
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await pasteInto(code, pasted);
  expect(code).toHaveValue('521185');
  await userEvent.type(code, '{Enter}');
  await waitFor(() => expect(openFlags()).toEqual([]));
  expect(calls[0]).toMatchObject({ url: '/api/verify-email', body: { email: 'bo@example.com', code: '521185' } });
});

test('the password reset code takes a pasted "521 185"', async () => {
  const calls = mockFetch({ 'POST /api/reset-password': { body: { status: true, message: 'Password changed.' } } });
  renderAuth(<AuthDialogs />, { flags: { recovery: true } });
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText(/^Email/), 'bo@example.com');
  const code = screen.getByLabelText(/Code from the email/);
  await pasteInto(code, '521 185');
  expect(code).toHaveValue('521185');
  await u.type(screen.getByLabelText(/New password/), 'brand-new-pass');
  await u.type(screen.getByLabelText(/Confirm password/), 'brand-new-pass{Enter}');
  await waitFor(() => expect(openFlags()).toEqual(['login']));
  expect(calls[0]?.body).toMatchObject({ token: '521185' });
});

test('the two-factor dialog takes a pasted "521 185"', async () => {
  const calls = mockFetch({ 'GET /api/auth/google/callback': { body: sessionAnswer(user) } });
  renderAuth(<AuthDialogs />, {
    flags: { faCode: true },
    flow: { social: { service: 'google', query: { code: 'x' } } },
  });
  const code = await screen.findByLabelText(/Authenticator code/);
  await pasteInto(code, '521 185');
  expect(code).toHaveValue('521185');
  await userEvent.type(code, '{Enter}');
  await waitFor(() => expect(openFlags()).toEqual([]));
  expect(calls[0]?.url).toBe('/api/auth/google/callback?code=x&one_time_password=521185');
});

function Login() {
  const { flags } = useModals();
  return <LoginDialog open={flags.login} />;
}

test('the sign-in code takes a pasted " 521185\\n", and typing a space or a seventh digit changes nothing', async () => {
  const calls = mockFetch({ 'POST /api/login': loginAskingForCode(user) });
  renderAuth(<Login />, { flags: { login: true } });
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/Email/), 'bo@example.com');
  await u.type(screen.getByLabelText(/^Password/), 'secret-pass{Enter}');
  const otp = await screen.findByLabelText(/Authenticator code/);
  await u.type(otp, '521 1');
  expect(otp).toHaveValue('5211');
  await pasteInto(otp, ' 521185\n');
  await u.type(otp, '9');
  expect(otp).toHaveValue('521185');
  await u.type(otp, '{Enter}');
  await waitFor(() => expect(openFlags()).toEqual([]));
  expect(calls[1]?.body).toMatchObject({ one_time_password: '521185' });
});

test('the settings two-factor code takes a pasted "521-185"', async () => {
  const calls = mockFetch({
    'POST /api/user/2fa/disable': { body: { status: true, message: 'Off.' } },
    'GET /api/user': { body: { user: makeUser() } },
  });
  renderAuth(<TwoFactorPanel enabled />, { user: makeUser({ two_factor_enabled: true }) });
  const code = screen.getByLabelText('Authenticator code');
  await pasteInto(code, '521-185');
  expect(code).toHaveValue('521185');
  await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Two-factor authentication is now off.')).toBeInTheDocument();
  expect(calls.find((c) => c.url === '/api/user/2fa/disable')?.body).toEqual({ code: '521185' });
});
