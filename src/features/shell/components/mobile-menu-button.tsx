import { useState } from 'react';
import dynamic from 'next/dynamic';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import { HeaderIcon } from './header-icon';

// Phones only, and only once opened: kept out of the first load.
const MobileDrawer = dynamic(() => import('./mobile-drawer').then((m) => m.MobileDrawer), { ssr: false });

/** Below `md` the top navigation moves into a drawer opened from this button. */
export function MobileMenuButton() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <ButtonBase
        centerRipple
        focusRipple
        className="app-header__icon-button app-header__menu"
        aria-label={t('nav.menu')}
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <HeaderIcon name="menu" />
      </ButtonBase>
      {loaded && <MobileDrawer open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
