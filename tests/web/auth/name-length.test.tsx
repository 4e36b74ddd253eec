import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { mockFetch, openFlags, renderAuth } from './harness';
import { resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => resetRouter());

const register = async (name: string) => {
  const u = userEvent.setup();
  await u.click(await screen.findByLabelText(/^Name/));
  await u.paste(name);
  await u.type(screen.getByLabelText(/^Email/), 'bo@example.com');
  await u.type(screen.getByLabelText(/^Password/), 'long-enough');
  await u.type(screen.getByLabelText(/Confirm password/), 'long-enough{Enter}');
};

/** 60 emoji are 60 characters to the user; the form counted 120 and said "at most 100". */
test('registration takes a name of 60 emoji and sends it whole', async () => {
  const calls = mockFetch({
    'POST /api/register': { body: { status: true, message: 'Sent.', action: 'verify-email' } },
  });
  renderAuth(<AuthDialogs />, { flags: { registration: true } });
  const name = '😀'.repeat(60);
  await register(name);
  await waitFor(() => expect(openFlags()).toEqual(['verifyEmail']));
  expect(calls[0]?.body).toMatchObject({ name });
});

test('101 emoji are still too long, at the field', async () => {
  const calls = mockFetch({});
  renderAuth(<AuthDialogs />, { flags: { registration: true } });
  await register('😀'.repeat(101));
  await waitFor(() =>
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('The name must be at most 100 characters.'),
  );
  expect(calls).toHaveLength(0);
});
