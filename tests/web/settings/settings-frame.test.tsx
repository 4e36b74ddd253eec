import { screen, within } from '@testing-library/react';
import { SettingsFrame } from '@/features/shell/components/settings-frame';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import common from '../../../public/locales/en/common.json';
import settingsNav from '../../../public/locales/en/settings-nav.json';
import { resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => resetRouter());

const render = (ui: React.ReactNode) =>
  renderApp(ui, { i18n: testI18n({ common, 'settings-nav': settingsNav }, 'settings-nav'), theme: true });

/** jsdom applies no media queries: both navigations are in the DOM, the side list and the phone's row. */
const sideNav = () =>
  screen.getAllByRole('navigation', { name: 'Settings pages' }).find((nav) => within(nav).queryByRole('list'))!;

describe('the settings frame', () => {
  it('lists every settings page, marks the current one and links back to the overview', () => {
    render(
      <SettingsFrame current="sessions" title="Sessions">
        <p>content</p>
      </SettingsFrame>,
    );
    const links = within(sideNav()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Back to settings', '/settings'],
      ['Overview', '/settings'],
      ['Other settings', '/settings/other'],
      ['Security', '/settings/security'],
      ['Sessions', '/settings/sessions'],
      ['API', '/settings/api'],
    ]);
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual([
      'Sessions',
    ]);
    // The phone row has its own back link.
    expect(screen.getAllByRole('link', { name: 'Back to settings' }).map((l) => l.getAttribute('href'))).toEqual([
      '/settings',
      '/settings',
    ]);
    // Drawn as Material's medium IconButton (8 px around a 24 px icon), at the row's start edge.
    const phoneBack = screen.getAllByRole('link', { name: 'Back to settings' })[0]!;
    expect(getComputedStyle(phoneBack).paddingLeft).toBe('8px');
    expect(getComputedStyle(phoneBack).marginLeft).toBe('-12px');
    expect(getComputedStyle(phoneBack).borderRadius).toBe('50%');
  });

  it('puts the h1 first in the content column, for a title it is given and for one the content brings', () => {
    const { unmount } = render(
      <SettingsFrame current="other" title="Other settings">
        <p>switches</p>
      </SettingsFrame>,
    );
    const content = screen.getByTestId('settings-content');
    expect(content.firstElementChild).toBe(screen.getByRole('heading', { level: 1, name: 'Other settings' }));
    unmount();

    render(
      <SettingsFrame current="api">
        <h1>API</h1>
      </SettingsFrame>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('settings-content').firstElementChild).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('offers no back link on the overview itself', () => {
    render(
      <SettingsFrame current="overview">
        <h1>Settings</h1>
      </SettingsFrame>,
    );
    expect(screen.queryByRole('link', { name: 'Back to settings' })).not.toBeInTheDocument();
    expect(within(sideNav()).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });
});
