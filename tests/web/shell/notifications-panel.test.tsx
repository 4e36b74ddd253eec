import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsButton } from '@/features/shell/components/notifications-button';
import { SCROLL_UNLOCK_DELAY_MS } from '@/hooks/use-scroll-lock';
import { makeUser, mockFetch, renderShell } from './harness';
import { resetRouter } from './router-mock';

jest.mock('next/router', () => jest.requireActual('./router-mock'));

beforeEach(() => {
  resetRouter();
  jest.useFakeTimers();
  document.body.style.overflow = '';
  mockFetch({
    '/api/notifications': {
      body: {
        data: [
          {
            id: 1,
            title: 'Welcome',
            body: 'Your account is ready.',
            category: 'system',
            created_at: '2026-01-01T10:00:00Z',
            read: false,
          },
        ],
      },
    },
  });
});
afterEach(() => jest.useRealTimers());

it('locks page scroll while open and unlocks it 300 ms after closing (spec §2, §9)', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderShell(<NotificationsButton count={1} />, { user: makeUser() });
  expect(document.body.style.overflow).toBe('');

  await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(document.body.style.overflow).toBe('hidden');
  expect(await screen.findByText('Welcome')).toBeInTheDocument();
  expect(panel).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Close' }));
  act(() => jest.advanceTimersByTime(SCROLL_UNLOCK_DELAY_MS - 1));
  expect(document.body.style.overflow).toBe('hidden');
  act(() => jest.advanceTimersByTime(1));
  expect(document.body.style.overflow).toBe('');
});

it('reopening within the delay keeps the page locked', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderShell(<NotificationsButton count={0} />, { user: makeUser() });
  const bell = screen.getByRole('button', { name: 'Notifications, 0 unread' });
  await user.click(bell);
  await screen.findByText('Welcome');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  act(() => jest.advanceTimersByTime(100));
  await user.click(bell);
  act(() => jest.advanceTimersByTime(SCROLL_UNLOCK_DELAY_MS));
  expect(document.body.style.overflow).toBe('hidden');
});
