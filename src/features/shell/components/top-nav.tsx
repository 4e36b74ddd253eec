import { Link } from '@/components/common/app-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import { isActive } from './nav-items';
import { NavLabel } from './nav-label';
import { useNav } from '../hooks/use-nav';

/** Desktop navigation; below `md` the same items live in the mobile drawer. */
export function TopNav() {
  const { t } = useTranslation('common');
  const { items, pathname } = useNav();
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}>
      {items.map((item) => {
        const active = isActive(item.href, pathname);
        return (
          <Button
            key={item.href}
            component={Link}
            href={item.address ?? item.href}
            color={active ? 'primary' : 'inherit'}
            aria-current={active ? 'page' : undefined}
            sx={{ px: 1.5, fontWeight: active ? 700 : 500 }}
          >
            <NavLabel item={item} />
          </Button>
        );
      })}
    </Box>
  );
}
