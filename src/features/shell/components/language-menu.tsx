import { useState } from 'react';
import dynamic from 'next/dynamic';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import { useLanguage } from '@/hooks/use-language';
import { HeaderIcon } from './header-icon';

// The menu (Popover, Modal) is only needed once the button is pressed.
const LanguageList = dynamic(() => import('./language-list').then((m) => m.LanguageList), { ssr: false });

/**
 * In the header and in the phone's drawer, both of which carry the header's button styles.
 * Hidden when the instance serves one locale: it is then selected automatically (spec §2). */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  const { locale, locales, switchTo } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (locales.length < 2) return null;
  return (
    <>
      <ButtonBase
        focusRipple
        className="app-header__button app-header__language"
        onClick={(e) => setAnchor(e.currentTarget)}
        // The name starts with the visible code, so voice control ("click EN") finds the button.
        aria-label={`${locale.toUpperCase()} · ${t('header.language', { language: t(`languages.${locale}`) })}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
      >
        <span className="app-header__start-icon">
          <HeaderIcon name="translate" />
        </span>
        {locale.toUpperCase()}
      </ButtonBase>
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
