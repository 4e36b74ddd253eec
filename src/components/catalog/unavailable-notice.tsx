import { useRouter } from 'next/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';

/** The server could not load the page's data (status 503): try the whole page again. */
export function UnavailableNotice() {
  const { t } = useTranslation('catalog-pages');
  const router = useRouter();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => void router.replace(router.asPath)}>
          {t('retry')}
        </Button>
      }
    >
      {t('unavailable')}
    </Alert>
  );
}
