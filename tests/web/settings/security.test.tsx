import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordForm } from '@/features/auth/components/security/change-password-form';
import { TwoFactorPanel } from '@/features/auth/components/security/two-factor-panel';
import { SessionsList } from '@/features/auth/components/security/sessions-list';
import { makeUser, mockFetch, renderAuth } from '../auth/harness';
import { useUser } from '@/hooks/use-user';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

describe('change password', () => {
  const fill = async (current: string, next: string, confirmation: string) => {
    await userEvent.type(screen.getByLabelText(/Current password/), current);
    await userEvent.type(screen.getByLabelText(/^New password/), next);
    await userEvent.type(screen.getByLabelText(/Confirm password/), confirmation);
  };

  test('checks the fields before sending anything', async () => {
    const calls = mockFetch({});
    renderAuth(<ChangePasswordForm />, { user: makeUser() });
    await fill('old-password-1', 'short', 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  test('a wrong current password lands on its field; the right one saves and clears the form', async () => {
    let attempt = 0;
    const calls = mockFetch({
      'PUT /api/user/password': () =>
        ++attempt === 1
          ? {
              status: 422,
              body: {
                status: false,
                message: 'Invalid data.',
                errors: { current_password: ['The current password is wrong.'] },
              },
            }
          : { body: { status: true, message: 'Password changed.' } },
    });
    renderAuth(<ChangePasswordForm />, { user: makeUser() });
    await fill('wrong-password', 'new-password-1', 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText(/Current password/));
    await userEvent.type(screen.getByLabelText(/Current password/), 'old-password-1');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Password changed. Other devices have been signed out.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { current_password: 'old-password-1', password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(screen.getByLabelText(/Current password/)).toHaveValue('');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });
});

describe('two-factor authentication', () => {
  const codes = [
    'k7m2p-x9qra',
    'abcde-fghjk',
    'mnpqr-stuvw',
    'xyz23-45678',
    '9abcd-efghj',
    'kmnpq-rstuv',
    'wxyz2-3456a',
    'bcdef-ghjkm',
    'npqrs-tuvwx',
    'yz234-5678b',
  ];
  const setup = {
    status: true,
    secret: 'JBSWY3DPEHPK3PXP',
    otpauth_url: 'otpauth://totp/Codeport:a%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Codeport',
  };

  test('turning on shows the key, asks for the emailed code too, refuses a wrong code on its field, and confirms right ones', async () => {
    let attempt = 0;
    const calls = mockFetch({
      'POST /api/user/2fa/enable': { body: setup },
      'POST /api/user/2fa/confirm': () =>
        ++attempt === 1
          ? {
              status: 422,
              body: { status: false, message: 'Invalid data.', errors: { code: ['The code is not valid.'] } },
            }
          : attempt === 2
            ? {
                status: 422,
                body: {
                  status: false,
                  code: 'INVALID_CODE',
                  message: 'Invalid data.',
                  errors: { email_code: ['The emailed code is invalid or has expired.'] },
                },
              }
            : { body: { status: true, message: '2FA enabled (the upstream, in English).', recovery_codes: codes } },
      'GET /api/user': { body: { user: makeUser({ two_factor_enabled: true }) } },
    });
    renderAuth(<TwoFactorPanel enabled={false} />, { user: makeUser() });
    expect(screen.getByText(/Two-factor authentication is off/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    // The key in fours, as authenticator apps show it; copied whole, and a tap opens the app.
    expect(await screen.findByText('Or enter this key manually: JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    // Shown on touch screens only (a media query jsdom does not match: hidden here).
    expect(screen.getByText('Open in authenticator app').closest('a')).toHaveAttribute('href', setup.otpauth_url);
    const copied = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: copied }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(copied).toHaveBeenCalledWith(setup.secret);

    // The emailed code proves the mailbox: a session alone does not turn two-factor on.
    expect(screen.getByText(/We have also emailed you a code/)).toBeInTheDocument();
    const code = screen.getByLabelText('Authenticator code');
    const emailed = screen.getByLabelText('Code from the email');
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code must be 6 digits.')).toBeInTheDocument();
    expect(emailed).toHaveAccessibleDescription('This field is required.');
    expect(calls.filter((c) => c.url === '/api/user/2fa/confirm')).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, '000000');
    await userEvent.type(emailed, '777 111{Enter}');
    expect(await screen.findByText('The code is not valid.')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '123456{Enter}');
    // The refusal of the emailed code lands under its own field.
    await waitFor(() => expect(emailed).toHaveAccessibleDescription(/emailed code is invalid|code is invalid/i));

    await userEvent.clear(emailed);
    await userEvent.type(emailed, '777112{Enter}');
    expect(await screen.findByText('Two-factor authentication is now on.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/user/2fa/confirm').map((c) => c.body)).toEqual([
      { code: '000000', email_code: '777111' },
      { code: '123456', email_code: '777111' },
      { code: '123456', email_code: '777112' },
    ]);
    expect(screen.queryByText(/Or enter this key manually/)).not.toBeInTheDocument();
    // The recovery codes, shown once, until the user says they are saved.
    const list = screen.getByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(screen.getByRole('heading', { name: 'Recovery codes' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      `data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join('\n')}\n`)}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(copied).toHaveBeenLastCalledWith(codes.join('\n'));
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
  });

  test('when on, a recovery code gets new codes in place of the old, and checks its shape first', async () => {
    const fresh = codes.map((c) => c.split('').reverse().join(''));
    const calls = mockFetch({
      'POST /api/user/2fa/recovery-codes': { body: { status: true, recovery_codes: fresh } },
    });
    renderAuth(<TwoFactorPanel enabled />, { user: makeUser({ two_factor_enabled: true }) });
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'K7M2P X9QR');
    await userEvent.click(screen.getByRole('button', { name: 'Get new codes' }));
    expect(await screen.findByText('A recovery code has 10 letters and digits, like k7m2p-x9qra.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.type(field, 'a');
    expect(field).toHaveValue('k7m2px9qra');
    await userEvent.click(screen.getByRole('button', { name: 'Get new codes' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(fresh);
    expect(calls.map((c) => [c.url, c.body])).toEqual([['/api/user/2fa/recovery-codes', { code: 'k7m2px9qra' }]]);
    // Put away: focus on the panel's heading, and the form as it first was.
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toHaveFocus();
    expect(screen.getByLabelText('Authenticator code')).toHaveValue('');
  });

  test('when on, a current code turns it off', async () => {
    const calls = mockFetch({
      'POST /api/user/2fa/disable': { body: { status: true, message: '2FA disabled (the upstream, in English).' } },
      'GET /api/user': { body: { user: makeUser() } },
    });
    renderAuth(<TwoFactorPanel enabled />, { user: makeUser({ two_factor_enabled: true }) });
    expect(screen.getByText('Two-factor authentication is on.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authenticator code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is now off.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/user/2fa/disable')?.body).toEqual({ code: '654321' });
  });

  test('turned off in another window: says so in the user’s words and reads the account again', async () => {
    const calls = mockFetch({
      'POST /api/user/2fa/disable': {
        status: 409,
        body: { status: false, code: 'TWO_FACTOR_CHANGED', message: 'Two-factor authentication is off.' },
      },
      'GET /api/user': { body: { user: makeUser() } },
    });
    // As /settings/security renders it: on or off as the account says.
    function Page() {
      const { data: user } = useUser();
      return <TwoFactorPanel enabled={Boolean(user?.two_factor_enabled)} />;
    }
    renderAuth(<Page />, { user: makeUser({ two_factor_enabled: true }) });
    await userEvent.type(screen.getByLabelText('Authenticator code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(/was changed in another window or device/)).toBeInTheDocument();
    expect(screen.queryByText('Two-factor authentication is off.')).not.toBeInTheDocument();
    // The account read again: the panel shows two-factor as it is now, off.
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/user')).toBe(true);
  });
});

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('sessions', () => {
  const sessions = [
    // As the upstream sends them: parsed fields beside the raw agent (upstream/accounts/device-info.ts).
    {
      id: 1,
      device: CHROME_LINUX,
      browser: 'Chrome 131',
      os: 'Linux',
      kind: 'computer',
      ip: '127.0.0.1',
      last_used_at: '2026-11-20T10:00:00Z',
      current: true,
    },
    {
      id: 2,
      device: SAFARI_IPHONE,
      browser: 'Mobile Safari 17',
      os: 'iOS 17.5',
      model: 'Apple iPhone',
      kind: 'phone',
      ip: '10.0.0.2',
      last_used_at: '2026-11-19T10:00:00Z',
      current: false,
    },
    { id: 3, device: 'codeport-bff', ip: '2001:db8::3', last_used_at: '2026-11-18T10:00:00Z', current: false },
  ];

  test('shows the browser, system and kind the upstream parsed, never the raw user agent', async () => {
    mockFetch({ 'GET /api/user/sessions': () => ({ body: { status: true, data: sessions } }) });
    renderAuth(<SessionsList />, { user: makeUser() });
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Chrome 131 · Linux')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/^Computer · IP address: 127\.0\.0\.1 · /)).toBeInTheDocument();
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Mobile Safari 17 · iOS 17.5 · Apple iPhone')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^Phone · IP address: 10\.0\.0\.2 · /)).toBeInTheDocument();
    expect(within(items[1]!).queryByText('This device')).not.toBeInTheDocument();
    // An agent that is no browser's is not shown raw, and gets no made-up kind.
    expect(within(items[2]!).getByText('Unknown device')).toBeInTheDocument();
    expect(within(items[2]!).getByText(/^IP address: 2001:db8::3 · /)).toBeInTheDocument();
    expect(screen.queryByText(/Mozilla|codeport-bff/)).not.toBeInTheDocument();
  });

  test('lists devices, marks this one, and signs out one other device', async () => {
    let list = sessions;
    const calls = mockFetch({
      'GET /api/user/sessions': () => ({ body: { status: true, data: list } }),
      'DELETE /api/user/sessions/2': () => {
        list = list.filter((s) => s.id !== 2);
        return { body: { status: true, message: 'The device has been signed out.' } };
      },
    });
    renderAuth(<SessionsList />, { user: makeUser() });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText(/IP address: 10\.0\.0\.2/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out Mobile Safari 17 · iOS 17.5 · Apple iPhone' }));
    expect(await screen.findByText('The device has been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/user/sessions/2']);
  });

  test('signs out everywhere else, then says no other device is signed in', async () => {
    let list = sessions;
    const calls = mockFetch({
      'GET /api/user/sessions': () => ({ body: { status: true, data: list } }),
      'DELETE /api/user/sessions': () => {
        list = list.filter((s) => s.current);
        return { body: { status: true, message: 'All other devices have been signed out.' } };
      },
    });
    renderAuth(<SessionsList />, { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('No other devices are signed in.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/user/sessions']);
  });

  test('a failed load says so and retries on request', async () => {
    let fail = true;
    mockFetch({
      'GET /api/user/sessions': () =>
        fail ? { status: 500, body: { status: false, message: 'Boom' } } : { body: { status: true, data: sessions } },
    });
    renderAuth(<SessionsList />, { user: makeUser() });
    expect(await screen.findByText('The sessions could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  });
});
