import { Link } from '@/components/common/app-link';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { ThemeButton } from './theme-button';
import { LanguageMenu } from './language-menu';
import { isActive } from './nav-items';
import { NavLabel } from './nav-label';
import { useNav } from '../hooks/use-nav';
import { headerButtonStyles } from './header-button-styles';
import { useCloseOnHistory } from '@/hooks/use-close-on-history';

/** The theme and language buttons below the links, drawn as in the header. */
const Tools = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(1, 2, 0),
  borderTop: `1px solid ${theme.palette.divider}`,
  ...headerButtonStyles(theme),
}));

export function MobileDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  useCloseOnHistory(open, onClose);
  const { t } = useTranslation('common');
  const { items, pathname } = useNav();
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 260 } } }}>
      <List component="nav" aria-label={t('nav.label')}>
        {items.map((item) => {
          const active = isActive(item.href, pathname);
          return (
            <ListItemButton
              key={item.href}
              component={Link}
              href={item.address ?? item.href}
              selected={active}
              aria-current={active ? 'page' : undefined}
              onClick={onClose}
            >
              <ListItemText primary={<NavLabel item={item} />} />
            </ListItemButton>
          );
        })}
      </List>
      <Tools>
        <ThemeButton />
        <LanguageMenu />
      </Tools>
    </Drawer>
  );
}
