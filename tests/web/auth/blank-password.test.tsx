import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { ChangePasswordForm } from '@/features/auth/components/security/change-password-form';
import { makeUser, mockFetch, openFlags, renderAuth, sessionAnswer } from './harness';
import { resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const SPACES = ' '.repeat(10);
beforeEach(() => resetRouter());

/**
 * A password of ten spaces could be registered, and then the sign-in form refused it as empty
 * ("This field is required."): its owner was locked out. A new one is refused now, in the
 * user's language; one that exists is still sent, at sign-in and as the current password.
 */
test('registration refuses a password of only spaces, at the field, and sends nothing', async () => {
  const calls = mockFetch({});
  renderAuth(<AuthDialogs />, { flags: { registration: true } });
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText(/^Email/), 'bo@example.com');
  await u.type(screen.getByLabelText(/^Password/), SPACES);
  await u.type(screen.getByLabelText(/Confirm password/), `${SPACES}{Enter}`);
  await waitFor(() =>
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('The password cannot be only spaces.'),
  );
  expect(calls).toHaveLength(0);
});

test('a password of only spaces that exists is sent at sign-in', async () => {
  const calls = mockFetch({ 'POST /api/login': { body: sessionAnswer(makeUser({ email: 'bo@example.com' })) } });
  renderAuth(<AuthDialogs />, { flags: { login: true } });
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText(/^Email/), 'bo@example.com');
  await u.type(screen.getByLabelText(/^Password/), `${SPACES}{Enter}`);
  await waitFor(() => expect(openFlags()).toEqual([]));
  expect(calls[0]).toMatchObject({ url: '/api/login', body: { email: 'bo@example.com', password: SPACES } });
});

test('a current password of only spaces is sent; a new one of only spaces is refused', async () => {
  const calls = mockFetch({ 'PUT /api/user/password': { body: { status: true, message: 'Password changed.' } } });
  renderAuth(<ChangePasswordForm />, { user: makeUser() });
  await userEvent.type(screen.getByLabelText(/Current password/), SPACES);
  await userEvent.type(screen.getByLabelText(/^New password/), SPACES);
  await userEvent.type(screen.getByLabelText(/Confirm password/), SPACES);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('The password cannot be only spaces.')).toBeInTheDocument();
  expect(screen.getByLabelText(/Current password/)).not.toHaveAttribute('aria-invalid', 'true');
  expect(calls).toHaveLength(0);

  await userEvent.clear(screen.getByLabelText(/^New password/));
  await userEvent.type(screen.getByLabelText(/^New password/), 'a-real-pass-1');
  await userEvent.clear(screen.getByLabelText(/Confirm password/));
  await userEvent.type(screen.getByLabelText(/Confirm password/), 'a-real-pass-1{Enter}');
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]?.body).toEqual({
    current_password: SPACES,
    password: 'a-real-pass-1',
    password_confirmation: 'a-real-pass-1',
  });
});
