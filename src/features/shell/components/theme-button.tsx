import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useTranslation } from 'next-i18next/pages';
import { useColorMode } from '@/state/color-mode';

export function ThemeButton() {
  const { t } = useTranslation('common');
  const { mode, toggle } = useColorMode();
  const label = mode === 'dark' ? t('header.themeLight') : t('header.themeDark');
  // A title instead of a Tooltip: Tooltip brings Popper into the first load.
  return (
    <IconButton color="inherit" onClick={toggle} aria-label={label} title={label}>
      {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
