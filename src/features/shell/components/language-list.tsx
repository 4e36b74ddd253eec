import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'next-i18next/pages';
import { useCloseOnHistory } from '@/hooks/use-close-on-history';

interface Props {
  anchor: HTMLElement;
  locale: string;
  locales: readonly string[];
  onClose(): void;
  onPick(locale: string): void;
}

export function LanguageList({ anchor, locale, locales, onClose, onPick }: Props) {
  useCloseOnHistory(true, onClose);
  const { t } = useTranslation('common');
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {locales.map((l) => (
        <MenuItem key={l} lang={l} selected={l === locale} onClick={() => onPick(l)}>
          {t(`languages.${l}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
