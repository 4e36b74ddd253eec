import { Link } from '@/components/common/app-link';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useAuth } from '@/hooks/use-auth';
import { useSignInFirst } from '@/hooks/use-sign-in-first';
import { PageTitle } from '@/components/common/page-title';
import { ErrorIllustration } from './error-illustration';

/** Spec §2: the 404 page with its four texts and two ways out. */
export function NotFound() {
  const { t } = useTranslation('common');
  const { signedIn } = useAuth();
  const router = useRouter();
  const toSupport = () => void router.push('/support');
  // A guest signs in first, then lands on support, not back on this page.
  const toSupportAfterSignIn = useSignInFirst(signedIn, toSupport);
  return (
    <Stack spacing={2} sx={{ maxWidth: 440, alignItems: 'center', textAlign: 'center' }}>
      <PageTitle title={t('notFound.title')} />
      <ErrorIllustration label={t('notFound.image')} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 32 } }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="textSecondary">{t('notFound.trouble')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        <Button variant="outlined" onClick={() => (signedIn ? toSupport() : toSupportAfterSignIn())}>
          {t('notFound.support')}
        </Button>
        <Button variant="contained" disableElevation component={Link} href="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Stack>
  );
}
