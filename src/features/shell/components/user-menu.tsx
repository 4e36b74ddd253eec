import { useState } from 'react';
import dynamic from 'next/dynamic';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import { HeaderIcon } from './header-icon';

// The menu (Popover, Modal) is only needed once the button is pressed.
const UserMenuList = dynamic(() => import('./user-menu-list').then((m) => m.UserMenuList), { ssr: false });

export function UserMenu() {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <ButtonBase
        centerRipple
        focusRipple
        className="app-header__icon-button"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('header.userMenu')}
        aria-haspopup="menu"
        // Where focus goes when the header's Log in it replaced had focus (useFocusRescue).
        data-focus-fallback="account"
        aria-expanded={anchor ? 'true' : undefined}
      >
        <HeaderIcon name="account" />
      </ButtonBase>
      {anchor && <UserMenuList anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
