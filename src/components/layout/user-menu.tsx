import { useId, useState } from 'react';
import Link from 'next/link';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { useTranslation } from 'next-i18next/pages';
import { useAuth } from '@/hooks/use-auth';

const LINKS = [
  { href: '/settings', labelKey: 'userMenu.settings' },
  { href: '/settings/api', labelKey: 'userMenu.api' },
  { href: '/settings/sessions', labelKey: 'userMenu.sessions' },
  { href: '/support', labelKey: 'userMenu.support' },
] as const;

export function UserMenu() {
  const { t } = useTranslation('common');
  const { user, logout } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('header.userMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
      >
        <AccountCircleOutlined />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {user && (
          <MenuItem disabled sx={{ opacity: '1 !important', fontSize: 14 }}>
            {user.email}
          </MenuItem>
        )}
        {user && <Divider />}
        {LINKS.map((l) => (
          <MenuItem key={l.href} component={Link} href={l.href} onClick={close}>
            {t(l.labelKey)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
