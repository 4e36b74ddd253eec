import { useState } from 'react';
import dynamic from 'next/dynamic';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'next-i18next/pages';
import { useLanguage } from '@/hooks/use-language';

// The menu (Popover, Modal) is only needed once the button is pressed.
const LanguageList = dynamic(() => import('./language-list').then((m) => m.LanguageList), { ssr: false });

/** Hidden when the instance serves one locale: it is then selected automatically (spec §2). */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  const { locale, locales, switchTo } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (locales.length < 2) return null;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        // The name starts with the visible code, so voice control ("click EN") finds the button.
        aria-label={`${locale.toUpperCase()} · ${t('header.language', { language: t(`languages.${locale}`) })}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ minWidth: 0, px: 1 }}
      >
        {locale.toUpperCase()}
      </Button>
      {anchor && (
        <LanguageList
          anchor={anchor}
          locale={locale}
          locales={locales}
          onClose={() => setAnchor(null)}
          onPick={(l) => {
            setAnchor(null);
            void switchTo(l);
          }}
        />
      )}
    </>
  );
}
