import { Link } from '@/components/common/app-link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'next-i18next/pages';
import { useAuth } from '@/hooks/use-auth';
import { useCloseOnHistory } from '@/hooks/use-close-on-history';

const LINKS = [
  { href: '/settings', labelKey: 'userMenu.settings' },
  { href: '/settings/api', labelKey: 'userMenu.api' },
  { href: '/settings/sessions', labelKey: 'userMenu.sessions' },
  { href: '/history', labelKey: 'userMenu.history' },
  { href: '/statistic', labelKey: 'userMenu.statistic' },
  { href: '/referral', labelKey: 'userMenu.referral' },
  { href: '/support', labelKey: 'userMenu.support' },
] as const;

export function UserMenuList({ anchor, onClose }: { anchor: HTMLElement; onClose(): void }) {
  useCloseOnHistory(true, onClose);
  const { t } = useTranslation('common');
  const { user, logout } = useAuth();
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {user && (
        <MenuItem disabled sx={{ opacity: '1 !important', fontSize: 14 }}>
          {user.email}
        </MenuItem>
      )}
      {user && <Divider />}
      {LINKS.map((l) => (
        <MenuItem key={l.href} component={Link} href={l.href} onClick={onClose}>
          {t(l.labelKey)}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        {t('userMenu.logout')}
      </MenuItem>
    </Menu>
  );
}
