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

  // The server counts no further than 100 (NOTIFICATIONS_COUNT_MAX): above 99 the bell's name
  // says "99+" as its badge does, not a number that may be short of the truth.
  it.each([
    [99, '99', 'Notifications, 99 unread'],
    [100, '99+', 'Notifications, 99+ unread'],
    [150, '99+', 'Notifications, 99+ unread'],
  ])('the bell at %i shows "%s" and is named "%s"', (count, text, name) => {
    renderShell(<NotificationsButton count={count} />);
    const bell = screen.getByRole('button', { name });
    expect(bell.querySelector('.app-header__badge-count')?.textContent).toBe(text);
  });

  it('the bell shows an empty, shrunk badge at 0', () => {
    renderShell(<NotificationsButton count={0} />);
    const empty = screen
      .getByRole('button', { name: 'Notifications, 0 unread' })
      .querySelector('.app-header__badge-count');
    expect(empty).toHaveTextContent(/^$/);
    expect(empty).toHaveClass('app-header__badge-count--none');
  });
});
