import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppHeader } from '@/features/shell/components/app-header';
import { MobileDrawer } from '@/features/shell/components/mobile-drawer';
import { PhoneGuessProvider } from '@/state/phone-guess';
import { PENDING_PURCHASE_KEY } from '@/state/pending-purchase';
import { makeUser, renderShell, mockFetch } from './harness';
import { router, resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

interface GoalWindow {
  dataLayer?: Array<Record<string, unknown>>;
}
const goals = () => ((window as unknown as GoalWindow).dataLayer ?? []).map((e) => e.event);

beforeEach(() => {
  resetRouter();
  (window as unknown as GoalWindow).dataLayer = [];
  mockFetch({});
});

describe('header on a guessed phone', () => {
  // `matches` answers the width queries; the system's colour scheme stays light.
  const withMatchMedia = (matches: boolean) =>
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('prefers-color-scheme') ? false : matches,
        addEventListener: () => {},
        removeEventListener: () => {},
      }),
    });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('does not render what a phone hides (top navigation, theme and language buttons): nothing of it to hydrate', () => {
    withMatchMedia(false);
    renderShell(
      <PhoneGuessProvider phone>
        <AppHeader />
      </PhoneGuessProvider>,
    );
    expect(screen.queryByRole('navigation', { name: 'Main navigation', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to dark mode', hidden: true })).not.toBeInTheDocument();
    // What a phone does show stays.
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('renders them once the screen proves wide (a wrong guess), and always without the guess', async () => {
    withMatchMedia(true);
    const { unmount } = renderShell(
      <PhoneGuessProvider phone>
        <AppHeader />
      </PhoneGuessProvider>,
    );
    expect(await screen.findByRole('navigation', { name: 'Main navigation', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to dark mode', hidden: true })).toBeInTheDocument();
    unmount();
    withMatchMedia(false);
    renderShell(<AppHeader />);
    expect(screen.getByRole('navigation', { name: 'Main navigation', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to dark mode', hidden: true })).toBeInTheDocument();
  });
});

describe('header for a guest', () => {
  it('shows Log in and Register, and none of the signed-in controls', () => {
    renderShell(<AppHeader />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Top up balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Codeport home page' })).toHaveAttribute('href', '/');
  });

  it("draws a guest's buttons and the navigation as bare button bases, with no Material Button, IconButton or SvgIcon (issue 17)", () => {
    renderShell(<AppHeader />);
    const banner = screen.getByRole('banner');
    expect(banner.querySelectorAll('.MuiButton-root, .MuiIconButton-root, .MuiSvgIcon-root')).toHaveLength(0);
    for (const name of ['Log in', 'Register', 'Open menu', 'Switch to dark mode']) {
      expect(within(banner).getByRole('button', { name })).toHaveClass('MuiButtonBase-root');
    }
    const current = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
      name: 'Home page',
    });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('app-header__nav-link--current');
  });

  it('Log in opens the login dialog and fires its analytics goal', async () => {
    renderShell(<AppHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('open-modals')).toHaveTextContent(/^login$/);
    expect(goals()).toEqual(['header_login_click']);
  });

  it('Register opens the registration dialog and fires its analytics goal', async () => {
    renderShell(<AppHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByTestId('open-modals')).toHaveTextContent(/^registration$/);
    expect(goals()).toEqual(['header_register_click']);
  });
});

describe('header for a signed-in user', () => {
  const user = makeUser({ balance: 12_345, currency: 'usd', notifications_count: 4 });

  it('shows balance with top-up, notifications with their count and the user menu; no guest buttons', () => {
    renderShell(<AppHeader />, { user });
    expect(screen.getByRole('link', { name: 'Balance: $123.45' })).toHaveAttribute('href', '/history');
    expect(screen.getByRole('link', { name: 'Top up balance' })).toHaveAttribute('href', '/top-up');
    const bell = screen.getByRole('button', { name: 'Notifications, 4 unread' });
    expect(within(bell).getByText('4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('the top-up plus fires its analytics goal', async () => {
    renderShell(<AppHeader />, { user });
    // jsdom cannot follow links; the goal must fire before navigation anyway.
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener('click', stop);
    await userEvent.click(screen.getByRole('link', { name: 'Top up balance' }));
    document.removeEventListener('click', stop);
    expect(goals()).toEqual(['balance_topup_click']);
  });

  it('the user menu lists the account pages and log out', async () => {
    renderShell(<AppHeader />, { user });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Referral program' })).toHaveAttribute('href', '/referral');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('log out forgets the drafts and the pending purchase left in this tab (the next person here finds neither)', async () => {
    mockFetch({ '/api/logout': { body: { status: true } } });
    sessionStorage.setItem('codeport:draft:1:support:new', JSON.stringify({ subject: 'a', message: 'b' }));
    sessionStorage.setItem('unrelated', 'kept');
    sessionStorage.setItem(PENDING_PURCHASE_KEY, '{"kind":"activation"}');
    renderShell(<AppHeader />, { user });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem('codeport:draft:1:support:new')).toBeNull();
    expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });
});

describe('Back and Forward close what is open over the page', () => {
  const user = makeUser({ notifications_count: 1 });
  const historyMove = () => act(() => void window.dispatchEvent(new PopStateEvent('popstate')));

  it('the account menu', async () => {
    renderShell(<AppHeader />, { user });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    historyMove();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('the notifications panel', async () => {
    mockFetch({
      'GET /api/notifications': {
        body: { status: true, data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } },
      },
    });
    renderShell(<AppHeader />, { user });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeVisible();
    historyMove();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument());
  });

  it('the phone navigation drawer', () => {
    const onClose = jest.fn();
    renderShell(<MobileDrawer open onClose={onClose} />);
    historyMove();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the language menu', async () => {
    renderShell(<AppHeader />);
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    historyMove();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});

describe('theme and language buttons', () => {
  it('the theme button toggles the mode and writes the cookie', async () => {
    renderShell(<AppHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(document.cookie).toContain('theme=dark');
  });

  it('the language button is hidden when the instance serves one locale', () => {
    router.locales = ['en'];
    renderShell(<AppHeader />);
    expect(screen.queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
  });
});

describe('header buttons under a large default font (200 %)', () => {
  it("keep a guest's buttons and the language button as wide as their text; only the navigation's links share the room", () => {
    renderShell(<AppHeader />);
    const banner = screen.getByRole('banner');
    const language = banner.querySelector('.app-header__language')!;
    for (const button of [
      within(banner).getByRole('button', { name: 'Log in' }),
      within(banner).getByRole('button', { name: 'Register' }),
      language,
    ]) {
      expect([button.textContent, getComputedStyle(button).flexShrink]).toEqual([button.textContent, '0']);
    }
    const links = within(screen.getByRole('navigation', { name: 'Main navigation', hidden: true })).getAllByRole(
      'link',
      {
        hidden: true,
      },
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(getComputedStyle(link).flexShrink).toBe('1');
  });
});
