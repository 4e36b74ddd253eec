import { screen } from '@testing-library/react';
import { NotificationsButton } from '@/features/shell/components/notifications-button';
import { badgeCountText } from '@/styles/icon-styles';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderShell } from './harness';
import { testI18n as kitI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';

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

  // The name's words agree with the count in every language (French "1 non lue", "2 non lues").
  it.each([
    ['fr', 1, 'Alertes, 1 non lue'],
    ['fr', 2, 'Alertes, 2 non lues'],
    ['fr', 150, 'Alertes, 99+ non lues'],
    ['pt', 1, 'Notificações, 1 não lida'],
    ['pt', 5, 'Notificações, 5 não lidas'],
    ['ru', 1, 'Уведомления, 1 непрочитанное'],
    ['ru', 3, 'Уведомления, 3 непрочитанных'],
    ['ru', 21, 'Уведомления, 21 непрочитанное'],
    ['de', 1, 'Benachrichtigungen, 1 ungelesen'],
    ['es', 7, 'Notificaciones, 7 sin leer'],
  ])('%s: the bell at %i is named "%s"', (lng, count, name) => {
    const common = JSON.parse(readFileSync(path.join(process.cwd(), 'public/locales', lng, 'common.json'), 'utf8'));
    renderApp(<NotificationsButton count={count} />, { i18n: kitI18n({ common }, 'common', lng), user: null });
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
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
