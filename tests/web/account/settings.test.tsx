import { screen, within } from '@testing-library/react';
import { SettingsOverview } from '@/features/account/components/settings-overview';
import { makeUser, mockFetch, renderAccount } from './harness';

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
