import { useState } from 'react';
import dynamic from 'next/dynamic';
import IconButton from '@mui/material/IconButton';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { useTranslation } from 'next-i18next/pages';

// The menu (Popover, Modal) is only needed once the button is pressed.
const UserMenuList = dynamic(() => import('./user-menu-list').then((m) => m.UserMenuList), { ssr: false });

export function UserMenu() {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('header.userMenu')}
        aria-haspopup="menu"
        // Where focus goes when the header's Log in it replaced had focus (useFocusRescue).
        data-focus-fallback="account"
        aria-expanded={anchor ? 'true' : undefined}
      >
        <AccountCircleOutlined />
      </IconButton>
      {anchor && <UserMenuList anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
