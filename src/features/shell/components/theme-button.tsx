import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import { useColorMode } from '@/state/color-mode';
import { HeaderIcon } from './header-icon';

/** In the header and in the phone's drawer, both of which carry the header's button styles. */
export function ThemeButton() {
  const { t } = useTranslation('common');
  const { mode, toggle } = useColorMode();
  const label = mode === 'dark' ? t('header.themeLight') : t('header.themeDark');
  // A title instead of a Tooltip: Tooltip brings Popper into the first load.
  return (
    <ButtonBase
      centerRipple
      focusRipple
      className="app-header__icon-button"
      onClick={toggle}
      aria-label={label}
      title={label}
    >
      <HeaderIcon name={mode === 'dark' ? 'lightMode' : 'darkMode'} />
    </ButtonBase>
  );
}
