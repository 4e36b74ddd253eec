import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserNotificationItem } from '@contracts/notifications';
import { AppHeader } from '@/features/shell/components/app-header';
import { NotificationsButton } from '@/features/shell/components/notifications-button';
import { SCROLL_UNLOCK_DELAY_MS } from '@/hooks/use-scroll-lock';
import { emitRealtime } from '@/state/realtime-bus';
import { makeUser, renderShell } from './harness';
import { mockFetch, type Call } from '../test-kit/fetch';
import { resetRouter } from '../test-kit/router-mock';
import type { SiteSettings } from '@contracts/site';
import { siteSettingsAnswer } from '../test-kit/site-settings';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const note = (id: number, patch: Partial<UserNotificationItem> = {}): UserNotificationItem => ({
  id,
  title: `Title ${id}`,
  body: `Body ${id}`,
  category: 'system',
  created_at: '2026-01-01T10:00:00Z',
  read: false,
  link: null,
  ...patch,
});

const page = (data: UserNotificationItem[], unread = data.filter((n) => !n.read).length, lastPage = 1) => ({
  status: true,
  data,
  meta: { current_page: 1, last_page: lastPage, per_page: 10, total: data.length },
  unread_count: unread,
  categories: ['system', 'payments', 'numbers', 'promo', 'support'],
});

const settings = (categories: string[]) =>
  siteSettingsAnswer({ notificationCategories: categories as SiteSettings['notificationCategories'] });

const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body]);
// While the drawer is open the header behind it is aria-hidden (a modal): look there anyway.
const bell = (count: number) => screen.getByRole('button', { name: `Notifications, ${count} unread`, hidden: true });
const openPanel = async (count: number) => {
  await userEvent.click(bell(count));
  return screen.findByRole('dialog', { name: 'Notifications' });
};

beforeEach(() => {
  resetRouter();
  document.body.style.overflow = '';
});

describe('scroll lock (spec §2, §9)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockFetch({ 'GET /api/notifications': { body: page([note(1, { title: 'Welcome' })]) } });
  });
  afterEach(() => jest.useRealTimers());

  it('locks page scroll while open and unlocks it 300 ms after closing', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderShell(<NotificationsButton count={1} />, { user: makeUser() });
    expect(document.body.style.overflow).toBe('');

    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByRole('dialog', { name: 'Notifications' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(await screen.findByText('Welcome')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    act(() => jest.advanceTimersByTime(SCROLL_UNLOCK_DELAY_MS - 1));
    expect(document.body.style.overflow).toBe('hidden');
    act(() => jest.advanceTimersByTime(1));
    expect(document.body.style.overflow).toBe('');
  });

  it('reopening within the delay keeps the page locked', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderShell(<NotificationsButton count={0} />, { user: makeUser() });
    const button = screen.getByRole('button', { name: 'Notifications, 0 unread' });
    await user.click(button);
    await screen.findByText('Welcome');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    act(() => jest.advanceTimersByTime(100));
    await user.click(button);
    act(() => jest.advanceTimersByTime(SCROLL_UNLOCK_DELAY_MS));
    expect(document.body.style.overflow).toBe('hidden');
  });
});

describe('reading notifications (issue 15)', () => {
  it('the badge is the server’s unread count, refreshed when the list loads', async () => {
    mockFetch({ 'GET /api/notifications': { body: page([note(1), note(2, { read: true })], 4) } });
    renderShell(<AppHeader />, { user: makeUser({ notifications_count: 3 }) });
    await openPanel(3);
    await waitFor(() => expect(bell(4)).toBeInTheDocument());
  });

  it('opening an unread notification marks it read: the item and the badge follow the server', async () => {
    const calls = mockFetch({
      'GET /api/notifications': { body: page([note(1), note(2)]) },
      'POST /api/notifications/1/read': { body: { status: true, message: 'Marked as read.', unread_count: 1 } },
    });
    renderShell(<AppHeader />, { user: makeUser({ notifications_count: 2 }) });
    const panel = await openPanel(2);
    const item = await within(panel).findByRole('button', { name: /Title 1 \(unread\)/ });
    await userEvent.click(item);
    await waitFor(() => expect(bell(1)).toBeInTheDocument());
    expect(posts(calls)).toEqual([['/api/notifications/1/read', undefined]]);
    // Read now: no longer a button, and not announced as unread.
    expect(within(panel).queryByRole('button', { name: /Title 1/ })).not.toBeInTheDocument();
    expect(within(panel).getByText('Title 1')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Title 2 \(unread\)/ })).toBeInTheDocument();
  });

  it('a refused mark-read puts the item and the badge back', async () => {
    const calls = mockFetch({
      'GET /api/notifications': { body: page([note(1)]) },
      'POST /api/notifications/1/read': { status: 404, body: { status: false, message: 'Not found' } },
    });
    renderShell(<AppHeader />, { user: makeUser({ notifications_count: 1 }) });
    const panel = await openPanel(1);
    await userEvent.click(await within(panel).findByRole('button', { name: /Title 1 \(unread\)/ }));
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/notifications?'))).toHaveLength(2));
    expect(await within(panel).findByRole('button', { name: /Title 1 \(unread\)/ })).toBeInTheDocument();
    await waitFor(() => expect(bell(1)).toBeInTheDocument());
  });

  it('a notification with a link opens its page: marked read, panel closed; other sites never become links', async () => {
    const calls = mockFetch({
      'GET /api/notifications': {
        body: page([note(1, { title: 'Top-up credited', link: '/history' }), note(2, { link: 'https://evil.test/' })]),
      },
      'POST /api/notifications/1/read': { body: { status: true, message: 'ok', unread_count: 1 } },
    });
    renderShell(<AppHeader />, { user: makeUser({ notifications_count: 2 }) });
    const panel = await openPanel(2);
    const link = await within(panel).findByRole('link', { name: /Top-up credited/ });
    expect(link).toHaveAttribute('href', '/history');
    expect(within(panel).queryByRole('link', { name: /Title 2/ })).not.toBeInTheDocument();
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([['/api/notifications/1/read', undefined]]);
    await waitFor(() => expect(bell(1)).toBeInTheDocument());
  });

  it('Mark all as read reads them all and zeroes the badge; it is off when nothing is unread', async () => {
    const calls = mockFetch({
      'GET /api/notifications': { body: page([note(1), note(2), note(3, { read: true })]) },
      'POST /api/notifications/read-all': { body: { status: true, message: 'All read.', unread_count: 0 } },
    });
    renderShell(<AppHeader />, { user: makeUser({ notifications_count: 2 }) });
    const panel = await openPanel(2);
    await within(panel).findByText('Title 1');
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell(0)).toBeInTheDocument());
    expect(posts(calls)).toEqual([['/api/notifications/read-all', {}]]);
    expect(within(panel).queryByRole('button', { name: /unread/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('category chips come from the site settings and filter the list; mark all then reads only that category', async () => {
    const calls = mockFetch({
      'GET /api/content/settings': settings(['system', 'payments']),
      'GET /api/notifications': (call) =>
        call.url.includes('category=payments')
          ? { body: page([note(5, { category: 'payments', title: 'Refunded $1.20' })], 3) }
          : { body: page([note(1), note(5, { category: 'payments', title: 'Refunded $1.20' })], 3) },
      'POST /api/notifications/read-all': { body: { status: true, message: 'ok', unread_count: 2 } },
    });
    renderShell(<AppHeader />, { user: makeUser({ notifications_count: 3 }) });
    const panel = await openPanel(3);
    const chips = await within(panel).findByRole('group', { name: 'Show notifications about' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'System', 'Payments']);
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(chips).getByRole('button', { name: 'Payments' }));
    await waitFor(() => expect(within(panel).queryByText('Title 1')).not.toBeInTheDocument());
    expect(within(panel).getByText('Refunded $1.20')).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Payments' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.url.startsWith('/api/notifications?')).map((c) => c.url)).toContain(
      '/api/notifications?category=payments&page=1',
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell(2)).toBeInTheDocument());
    expect(posts(calls)).toEqual([['/api/notifications/read-all', { category: 'payments' }]]);
  });

  it('without categories in the settings there are no chips', async () => {
    mockFetch({ 'GET /api/content/settings': settings([]), 'GET /api/notifications': { body: page([note(1)]) } });
    renderShell(<AppHeader />, { user: makeUser({ notifications_count: 1 }) });
    const panel = await openPanel(1);
    await within(panel).findByText('Title 1');
    expect(within(panel).queryByRole('group', { name: 'Show notifications about' })).not.toBeInTheDocument();
  });

  it('loading, then a failure with a retry, then an empty list each say so', async () => {
    let answer: { status: number; body: unknown } = { status: 500, body: { status: false } };
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    mockFetch({ 'GET /api/notifications': async () => (await gate, answer) });
    renderShell(<AppHeader />, { user: makeUser({ notifications_count: 0 }) });
    const panel = await openPanel(0);
    expect(within(panel).getByLabelText('Loading notifications')).toBeInTheDocument();
    release();
    expect(await within(panel).findByText('Could not load notifications.')).toBeInTheDocument();
    answer = { status: 200, body: page([]) };
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('You have no notifications yet.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('a notification pushed while the panel is open appears in it', async () => {
    let data = [note(1)];
    mockFetch({ 'GET /api/notifications': () => ({ body: page(data) }) });
    renderShell(<AppHeader />, { user: makeUser({ notifications_count: 1 }) });
    const panel = await openPanel(1);
    await within(panel).findByText('Title 1');
    data = [note(2, { title: 'Refunded $0.40' }), ...data];
    act(() => emitRealtime('NewUserNotification', { notification: note(2, { title: 'Refunded $0.40' }) }));
    expect(await within(panel).findByText('Refunded $0.40')).toBeInTheDocument();
  });
});

describe('header layout', () => {
  // jsdom lays nothing out: this pins the rules that keep a long title whole. As a flex: 1 item
  // (no width of its own) the title shrank beside the button and, a heading breaking anywhere,
  // split German's "Benachrichtigungen" mid-word at 390 and 1280 px.
  it('the title keeps its own width and the row wraps the button below it rather than squeezing the title', async () => {
    mockFetch({ 'GET /api/notifications': { body: page([note(1)]) } });
    renderShell(<AppHeader />, { user: makeUser({ notifications_count: 1 }) });
    const panel = await openPanel(1);
    const title = within(panel).getByRole('heading', { name: 'Notifications' });
    const row = title.parentElement!;
    expect(row).toContainElement(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(getComputedStyle(row).flexWrap).toBe('wrap');
    expect(getComputedStyle(title).flexBasis).toBe('auto');
  });
});
