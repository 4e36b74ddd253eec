import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { PageTitle } from '@/components/common/page-title';
import { ErrorIllustration } from './error-illustration';

/** Spec §2/§8: the 503 page shows the error's message with an image. */
export function ServiceUnavailable({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={2} sx={{ maxWidth: 440, alignItems: 'center', textAlign: 'center' }}>
      <PageTitle title={message || t('unavailable.title')} />
      <ErrorIllustration label={t('unavailable.image')} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 32 } }}>
        {message || t('unavailable.title')}
      </Typography>
      <Typography color="textSecondary">{t('unavailable.text')}</Typography>
      <Button variant="contained" disableElevation onClick={() => window.location.reload()}>
        {t('unavailable.retry')}
      </Button>
    </Stack>
  );
}
