import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'next-i18next/pages';
import { useLanguage } from '@/hooks/use-language';

/** Hidden when the instance serves one locale: it is then selected automatically (spec §2). */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  const { locale, locales, switchTo } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (locales.length < 2) return null;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('header.language', { language: t(`languages.${locale}`) })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ minWidth: 0 }}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map((l) => (
          <MenuItem
            key={l}
            lang={l}
            selected={l === locale}
            onClick={() => {
              setAnchor(null);
              void switchTo(l);
            }}
          >
            {t(`languages.${l}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
