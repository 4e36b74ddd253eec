import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { SettingsOverview } from '@/features/account/components/settings-overview';
import { SsrUserProvider, type SessionUser } from '@/state/ssr-user';
import { testI18n } from '../test-kit/i18n';
import { makeUser, mockFetch, renderAccount } from './harness';
import account from '../../../public/locales/en/account.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

describe('settings overview', () => {
  test('shows the account basics of the signed-in user', () => {
    mockFetch({});
    renderAccount(<SettingsOverview />, {
      user: makeUser({
        id: 42,
        email: 'me@example.com',
        name: 'Mia',
        email_verified: true,
        created_at: '2026-01-15T10:00:00Z',
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByTestId('account-email')).toHaveTextContent('me@example.com');
    expect(screen.getByTestId('account-name')).toHaveTextContent('Mia');
    expect(screen.getByTestId('account-id')).toHaveTextContent('42');
    expect(screen.getByTestId('account-verified')).toHaveTextContent('Verified');
    expect(screen.getByTestId('account-since')).toHaveTextContent('Jan 15, 2026');
  });

  test('says when the email is not verified yet', () => {
    mockFetch({});
    renderAccount(<SettingsOverview />, { user: makeUser({ email_verified: false }) });
    expect(screen.getByTestId('account-verified')).toHaveTextContent('Not verified');
  });

  test('links every settings page with a line on what it holds', () => {
    mockFetch({});
    renderAccount(<SettingsOverview />, { user: makeUser() });
    const links = within(screen.getByRole('list', { name: 'Settings pages' })).getAllByRole('link');
    expect(links.map((l) => [l.getAttribute('href'), l.textContent])).toEqual([
      ['/settings/other', 'Other settingsCode copying, confirmations and the new-code sound.'],
      ['/settings/security', 'SecurityPassword, two-factor authentication and linked accounts.'],
      ['/settings/sessions', 'SessionsDevices signed in to your account; sign them out.'],
      ['/settings/api', 'API keyA personal key for scripts that use your account.'],
    ]);
  });
});

/**
 * "Member since" is the user's own day: 23:30 UTC on 9 March is already 10 March in Auckland.
 * The server knows no zone, so it and hydration write the UTC day and the browser's follows.
 */
describe('member since', () => {
  const user = makeUser({ created_at: '2026-03-09T23:30:00Z' });

  beforeEach(() => {
    // The browser's zone as the page reads it; jest's own is UTC.
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Pacific/Auckland' };
    });
  });
  afterEach(() => jest.restoreAllMocks());

  test('shows the day in the browser’s time zone once mounted', () => {
    mockFetch({});
    renderAccount(<SettingsOverview />, { user });
    expect(screen.getByTestId('account-since')).toHaveTextContent('Mar 10, 2026');
  });

  test('the server writes the UTC day; hydration keeps it, then switches without a mismatch', async () => {
    mockFetch({});
    const page = (u: SessionUser) => (
      <I18nextProvider i18n={testI18n({ account, common }, 'account')}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <SsrUserProvider user={u}>
            <SettingsOverview />
          </SsrUserProvider>
        </SWRConfig>
      </I18nextProvider>
    );
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(page(user));
    expect(container.querySelector('[data-testid="account-since"]')).toHaveTextContent('Mar 9, 2026');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, page(user), { onRecoverableError: recoverable });
    });
    expect(within(container).getByTestId('account-since')).toHaveTextContent('Mar 10, 2026');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
