import { screen } from '@testing-library/react';
import { NotificationsButton } from '@/features/shell/components/notifications-button';
import { badgeCountText } from '@/styles/icon-styles';
import { renderShell } from './harness';

describe('badge counts, written as Material’s Badge writes them', () => {
  it.each([
    [1, 1],
    [99, 99],
    [100, '99+'],
    [1500, '99+'],
  ])('%i → %s', (count, text) => {
    expect(badgeCountText(count)).toBe(text);
  });

  it('the bell shows "99+" over 99 and an empty, shrunk badge at 0', () => {
    const { unmount } = renderShell(<NotificationsButton count={150} />);
    const bell = screen.getByRole('button', { name: 'Notifications, 150 unread' });
    expect(bell.querySelector('.app-header__badge-count')).toHaveTextContent(/^99\+$/);
    unmount();
    renderShell(<NotificationsButton count={0} />);
    const empty = screen
      .getByRole('button', { name: 'Notifications, 0 unread' })
      .querySelector('.app-header__badge-count');
    expect(empty).toHaveTextContent(/^$/);
    expect(empty).toHaveClass('app-header__badge-count--none');
  });
});
