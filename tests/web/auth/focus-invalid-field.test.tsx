import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginDialog from '@/features/auth/components/login-dialog';
import { ChangePasswordForm } from '@/features/auth/components/security/change-password-form';
import { makeUser, mockFetch, renderAuth } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// A refused form puts focus on its first wrong field, so a screen reader says what is wrong.
// The two places focus is when the user clicked, not typed, must not stop it.

test("a page form's submit button, clicked, hands focus to the first wrong field", async () => {
  const calls = mockFetch({});
  renderAuth(<ChangePasswordForm />, { user: makeUser() });
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(screen.getByLabelText(/Current password/)).toHaveFocus());
  expect(calls).toHaveLength(0);
});

test("focus on the dialog's container (where Material's trap puts it when the clicked button turns busy) goes to the wrong field", async () => {
  mockFetch({});
  renderAuth(<LoginDialog open />, {});
  const container = document.querySelector<HTMLElement>('.MuiDialog-container')!;
  container.focus();
  expect(container).toHaveFocus();
  fireEvent.submit(screen.getByRole('button', { name: 'Log in' }).closest('form')!);
  await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveFocus());
});

test('focus the user has taken outside the form stays there', async () => {
  mockFetch({});
  renderAuth(
    <>
      <button type="button">Elsewhere</button>
      <ChangePasswordForm />
    </>,
    { user: makeUser() },
  );
  fireEvent.submit(screen.getByRole('button', { name: 'Change password' }).closest('form')!);
  screen.getByRole('button', { name: 'Elsewhere' }).focus();
  await new Promise((r) => setTimeout(r, 20));
  expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
});
