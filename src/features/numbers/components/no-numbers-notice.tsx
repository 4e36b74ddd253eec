import Alert from '@mui/material/Alert';
import { useTranslation } from 'next-i18next/pages';

/** NO_NUMBERS is an empty state, not an error: no alert pops up (spec §8), this stays in place. */
export function NoNumbersNotice() {
  const { t } = useTranslation('numbers');
  return (
    <Alert severity="info" variant="outlined" role="status">
      <strong>{t('price.noNumbersTitle')}</strong> {t('price.noNumbersText')}
    </Alert>
  );
}
