import { useState } from 'react';
import dynamic from 'next/dynamic';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'next-i18next/pages';

// Phones only, and only once opened: kept out of the first load.
const MobileDrawer = dynamic(() => import('./mobile-drawer').then((m) => m.MobileDrawer), { ssr: false });

/** Below `md` the top navigation moves into a drawer opened from this button. */
export function MobileMenuButton() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={t('nav.menu')}
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        sx={{ display: { xs: 'inline-flex', md: 'none' }, mr: 0.5 }}
      >
        <MenuIcon />
      </IconButton>
      {loaded && <MobileDrawer open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
