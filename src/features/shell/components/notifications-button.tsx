import { useState } from 'react';
import dynamic from 'next/dynamic';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import { useScrollLock } from '@/hooks/use-scroll-lock';
import { badgeCountText } from '@/styles/icon-styles';
import { HeaderIcon } from './header-icon';

// Not needed for the first paint: loaded the first time the bell is pressed.
const NotificationsPanel = dynamic(() => import('./notifications-panel').then((m) => m.NotificationsPanel), {
  ssr: false,
});

export function NotificationsButton({ count }: { count: number }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // The Drawer's own lock would release at once; spec §2 wants 300 ms after closing.
  useScrollLock(open);
  // The name says what the badge shows: the count stops at 100 (NOTIFICATIONS_COUNT_MAX), so
  // above 99 the number itself would be wrong ("100 unread" for 150); "99+" is not.
  const shown = badgeCountText(count);
  return (
    <>
      <ButtonBase
        centerRipple
        focusRipple
        className="app-header__icon-button"
        // `count` (a number) picks the language's plural form ("1 non lue", "2 non lues"); `n` is
        // what is read out, "99+" included.
        aria-label={t('header.notifications', { count, n: shown })}
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <span className="app-header__badge">
          <HeaderIcon name="notifications" />
          <span
            className={count > 0 ? 'app-header__badge-count' : 'app-header__badge-count app-header__badge-count--none'}
          >
            {count > 0 ? shown : ''}
          </span>
        </span>
      </ButtonBase>
      {loaded && <NotificationsPanel open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
