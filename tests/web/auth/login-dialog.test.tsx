import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginDialog from '@/features/auth/components/login-dialog';
import { useModals } from '@/state/modals';
import { getAuthFlow, setAuthFlow } from '@/state/auth-flow';
import { loginAskingForCode, makeUser, mockFetch, modals, openFlags, renderAuth, sessionAnswer } from './harness';
import { router, resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

function Login() {
  const { flags } = useModals();
  return <LoginDialog open={flags.login} />;
}

const user = makeUser({ id: 5, email: 'ann@example.com' });

beforeEach(() => resetRouter());

function reopenLogin() {
  act(() => {
    modals.current?.closeAll();
    modals.current?.open('login');
  });
}

async function fill(email: string, password: string) {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/Email/), email);
  await u.type(screen.getByLabelText(/^Password/), password);
  return u;
}

test('checks the fields before sending and focuses the first wrong one', async () => {
  const calls = mockFetch({});
  renderAuth(<Login />, { flags: { login: true } });
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'Log in' }));
  expect(screen.getAllByText('This field is required.')).toHaveLength(2);
  await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveFocus());
  await u.type(screen.getByLabelText(/Email/), 'not-an-email');
  await u.keyboard('{Enter}');
  expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
  // An address only a loose rule takes (the server's refuses it, in English) is ours to refuse.
  await u.clear(screen.getByLabelText(/Email/));
  await u.type(screen.getByLabelText(/Email/), 'user@gmail..com{Enter}');
  expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
  // No password longer than the server takes can be typed or pasted.
  expect(screen.getByLabelText(/^Password/)).toHaveAttribute('maxlength', '200');
  expect(calls).toHaveLength(0);
});

test('Enter submits, the dialog closes, the user is signed in and the saved redirect opens', async () => {
  const calls = mockFetch({ 'POST /api/login': { body: sessionAnswer(user) } });
  renderAuth(<Login />, { flags: { login: true } });
  setAuthFlow({ redirect: '/activations?page=2' });
  await fill('Ann@Example.com ', 'secret-pass');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(openFlags()).toEqual([]));
  expect(calls[0]).toMatchObject({
    method: 'POST',
    url: '/api/login',
    body: { email: 'Ann@Example.com', password: 'secret-pass' },
  });
  expect(router.push).toHaveBeenCalledWith('/activations?page=2');
});

test('closing the dialog drops the saved redirect: a later sign-in stays where it is', async () => {
  mockFetch({});
  renderAuth(<Login />, { flags: { login: true } });
  setAuthFlow({ redirect: '/support/12' });
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(openFlags()).toEqual([]));
  expect(getAuthFlow().redirect).toBeNull();
});

test('an unsafe redirect is ignored', async () => {
  mockFetch({ 'POST /api/login': { body: sessionAnswer(user) } });
  renderAuth(<Login />, { flags: { login: true } });
  setAuthFlow({ redirect: '//evil.example/x' });
  await fill('ann@example.com', 'secret-pass');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(openFlags()).toEqual([]));
  expect(router.push).not.toHaveBeenCalled();
});

test('a refused login shows our text for its code, not the upstream English, and stays open', async () => {
  mockFetch({
    'POST /api/login': {
      status: 422,
      body: { status: false, message: 'These credentials do not match our records.', code: 'INVALID_CREDENTIALS' },
    },
  });
  renderAuth(<Login />, { flags: { login: true } });
  await fill('ann@example.com', 'wrong-pass');
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
  expect(screen.queryByText('These credentials do not match our records.')).not.toBeInTheDocument();
  expect(openFlags()).toEqual(['login']);
});

test('422 field errors land on their fields', async () => {
  mockFetch({
    'POST /api/login': {
      status: 422,
      body: { status: false, message: 'Invalid', errors: { email: ['The email must be a valid email address.'] } },
    },
  });
  renderAuth(<Login />, { flags: { login: true } });
  await fill('ann@example.com', 'secret-pass');
  await userEvent.keyboard('{Enter}');
  const email = screen.getByLabelText(/Email/);
  await waitFor(() => expect(email).toHaveAccessibleDescription('The email must be a valid email address.'));
  expect(email).toHaveAttribute('aria-invalid', 'true');
});

test('a refusal the catalogue knows reads our text on the field it names (the upstream writes English)', async () => {
  mockFetch({
    'POST /api/login': {
      status: 422,
      body: {
        status: false,
        message: 'These credentials do not match our records.',
        code: 'INVALID_CREDENTIALS',
        errors: { email: ['These credentials do not match our records.'] },
      },
    },
  });
  renderAuth(<Login />, { flags: { login: true } });
  await fill('ann@example.com', 'wrong-pass');
  await userEvent.keyboard('{Enter}');
  const email = screen.getByLabelText(/Email/);
  await waitFor(() => expect(email).toHaveAccessibleDescription('Wrong email or password.'));
  expect(screen.queryByText('These credentials do not match our records.')).not.toBeInTheDocument();
});

test('too many tries says how long to wait, from the answer’s Retry-After', async () => {
  mockFetch({
    'POST /api/login': {
      status: 429,
      headers: { 'retry-after': '3540' },
      body: {
        status: false,
        message: 'Too many sign-in attempts. Please try again in 3540 seconds.',
        code: 'RATE_LIMITED',
      },
    },
  });
  renderAuth(<Login />, { flags: { login: true } });
  await fill('ann@example.com', 'wrong-pass');
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 59 minutes.');
});

test('need-2fa-code reveals the one-time password field and the next submit sends it', async () => {
  const calls = mockFetch({ 'POST /api/login': loginAskingForCode(user) });
  renderAuth(<Login />, { flags: { login: true } });
  const u = await fill('ann@example.com', 'secret-pass');
  await u.keyboard('{Enter}');
  const otp = await screen.findByLabelText(/Authenticator code/);
  await waitFor(() => expect(otp).toHaveFocus());
  await u.keyboard('{Enter}');
  expect(screen.getByText('This field is required.')).toBeInTheDocument();
  await u.type(otp, '123456{Enter}');
  await waitFor(() => expect(openFlags()).toEqual([]));
  expect(calls[1]?.body).toMatchObject({ email: 'ann@example.com', one_time_password: '123456' });
});

test("need-email-code reveals the mailed code's field, says why, and sends the code with the password", async () => {
  const needEmailCode = {
    status: 422,
    body: {
      status: false,
      message: 'Many wrong passwords were typed for this account lately…',
      code: 'EMAIL_CODE_REQUIRED',
      action: 'need-email-code',
    },
  };
  const answers = [needEmailCode, loginAskingForCode(user)(), { body: sessionAnswer(user) }];
  const calls = mockFetch({ 'POST /api/login': () => answers.shift()! });
  renderAuth(<Login />, { flags: { login: true } });
  const u = await fill('ann@example.com', 'secret-pass');
  await u.keyboard('{Enter}');
  const mailed = await screen.findByLabelText(/Code from the email/);
  await waitFor(() => expect(mailed).toHaveFocus());
  expect(mailed).toHaveAccessibleDescription(/Many wrong passwords were typed for this account lately/);
  // Asked for, it is required, and a code pasted from the mail keeps its digits.
  await u.keyboard('{Enter}');
  expect(mailed).toHaveAccessibleDescription('This field is required.');
  await u.paste('521 185');
  expect(mailed).toHaveValue('521185');
  await u.keyboard('{Enter}');
  expect(calls[1]?.body).toEqual({ email: 'ann@example.com', password: 'secret-pass', email_code: '521185' });
  // Then the authenticator's: both codes go with the password.
  const otp = await screen.findByLabelText(/Authenticator code/);
  await u.type(otp, '123456{Enter}');
  await waitFor(() => expect(openFlags()).toEqual([]));
  expect(calls[2]?.body).toEqual({
    email: 'ann@example.com',
    password: 'secret-pass',
    email_code: '521185',
    one_time_password: '123456',
  });
});

test('a wrong mailed code is refused on its field in our words; closing forgets the step', async () => {
  mockFetch({
    'POST /api/login': (req) =>
      (req.body as { email_code?: string }).email_code
        ? {
            status: 422,
            body: {
              status: false,
              message: 'The code is invalid or has expired.',
              code: 'INVALID_CODE',
              action: 'need-email-code',
              errors: { email_code: ['The code is invalid or has expired.'] },
            },
          }
        : {
            status: 422,
            body: { status: false, message: '…', code: 'EMAIL_CODE_REQUIRED', action: 'need-email-code' },
          },
  });
  renderAuth(<Login />, { flags: { login: true } });
  const u = await fill('ann@example.com', 'secret-pass');
  await u.keyboard('{Enter}');
  const mailed = await screen.findByLabelText(/Code from the email/);
  await u.type(mailed, '000000{Enter}');
  await waitFor(() => expect(mailed).toHaveAccessibleDescription('The code is invalid or has expired.'));
  expect(mailed).toHaveAttribute('aria-invalid', 'true');
  await u.click(screen.getByRole('button', { name: 'Close' }));
  reopenLogin();
  expect(screen.queryByLabelText(/Code from the email/)).not.toBeInTheDocument();
});

test('a lost phone: "Use a recovery code" takes one of the saved codes in place of the app\'s', async () => {
  const calls = mockFetch({ 'POST /api/login': loginAskingForCode(user) });
  renderAuth(<Login />, { flags: { login: true } });
  const u = await fill('ann@example.com', 'secret-pass');
  await u.keyboard('{Enter}');
  await screen.findByLabelText(/Authenticator code/);
  await u.click(screen.getByRole('button', { name: 'Use a recovery code' }));
  const field = screen.getByLabelText(/Recovery code/);
  expect(field).toHaveFocus();
  // Pasted as printed, in capitals with a space: kept as the code's own characters.
  await u.paste('K7M2P X9QRA');
  expect(field).toHaveValue('k7m2px9qra');
  await u.keyboard('{Enter}');
  await waitFor(() => expect(openFlags()).toEqual([]));
  expect(calls[1]?.body).toMatchObject({ email: 'ann@example.com', one_time_password: 'k7m2px9qra' });
});

test('verify-email moves on to the email verification dialog with the address kept', async () => {
  mockFetch({
    'POST /api/login': {
      status: 422,
      body: { status: false, message: 'Verify your email', code: 'EMAIL_NOT_VERIFIED', action: 'verify-email' },
    },
  });
  renderAuth(<Login />, { flags: { login: true } });
  await fill('ann@example.com', 'secret-pass');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(openFlags()).toEqual(['verifyEmail']));
});

test('the button is busy while the request runs and a second Enter sends nothing', async () => {
  let release: (v: { body: unknown }) => void = () => undefined;
  const calls = mockFetch({
    'POST /api/login': () =>
      new Promise((r) => {
        release = r;
      }),
  });
  renderAuth(<Login />, { flags: { login: true } });
  const u = await fill('ann@example.com', 'secret-pass');
  await u.keyboard('{Enter}');
  const button = screen.getByRole('button', { name: /Log in/ });
  await waitFor(() => expect(button).toBeDisabled());
  expect(button).toHaveAttribute('aria-busy', 'true');
  await u.keyboard('{Enter}');
  expect(calls).toHaveLength(1);
  release({ body: sessionAnswer(user) });
  await waitFor(() => expect(openFlags()).toEqual([]));
});

test('an aborted sign-in (token not a string) shows nothing and signs nobody in', async () => {
  mockFetch({ 'POST /api/login': { body: { status: false, code: 'SIGN_IN_ABORTED' } } });
  renderAuth(<Login />, { flags: { login: true } });
  await fill('ann@example.com', 'secret-pass');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(openFlags()).toEqual(['login']);
});

test('Escape closes, and the links swap to registration and forgot password', async () => {
  mockFetch({});
  renderAuth(<Login />, { flags: { login: true } });
  const u = userEvent.setup();
  await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create an account' }));
  expect(openFlags()).toEqual(['registration']);
  reopenLogin();
  await u.click(await screen.findByRole('button', { name: 'Forgot password?' }));
  expect(openFlags()).toEqual(['forgot']);
  reopenLogin();
  await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  await u.keyboard('{Escape}');
  await waitFor(() => expect(openFlags()).toEqual([]));
});

describe('focus when the dialog closes', () => {
  function WithOpener() {
    const { flags, open } = useModals();
    return (
      <>
        <button type="button" data-opens="login" onClick={() => open('login')}>
          Header log in
        </button>
        <button type="button">Elsewhere</button>
        <LoginDialog open={flags.login} />
      </>
    );
  }

  test('Escape gives focus back to the button that opened it', async () => {
    renderAuth(<WithOpener />);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Header log in' }));
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toBeInTheDocument());
    await u.keyboard('{Escape}');
    await waitFor(() => expect(openFlags()).toEqual([]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Header log in' })).toHaveFocus());
  });

  test('opened with nothing focused (a click replayed after hydration), Escape still lands on the opener', async () => {
    renderAuth(<WithOpener />);
    expect(document.activeElement).toBe(document.body);
    reopenLogin();
    await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(openFlags()).toEqual([]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Header log in' })).toHaveFocus());
  });

  test('a refusal that arrives after Escape closed the dialog leaves focus on the opener', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    mockFetch({ 'POST /api/login': () => new Promise((resolve) => (answer = resolve)) });
    renderAuth(<WithOpener />);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Header log in' }));
    await fill('ann@example.com', 'wrong-pass');
    await u.keyboard('{Enter}');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(openFlags()).toEqual([]));
    const opener = screen.getByText('Header log in');
    await waitFor(() => expect(opener).toHaveFocus());
    await act(async () => {
      answer({
        status: 422,
        body: {
          status: false,
          message: 'These credentials do not match our records.',
          errors: { email: ['These credentials do not match our records.'] },
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(opener).toHaveFocus();
  });

  test('focus the user moved elsewhere is left alone', async () => {
    renderAuth(<WithOpener />);
    reopenLogin();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    act(() => modals.current?.close('login'));
    // Before the fallback's turn: the user (or the next screen) has already put focus somewhere.
    screen.getByText('Elsewhere').focus();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Elsewhere')).toHaveFocus();
  });
});

test('Back or Forward closes the dialog (the page under it changed)', async () => {
  mockFetch({});
  renderAuth(<Login />, { flags: { login: true } });
  expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
  expect(openFlags()).not.toContain('login');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
});
