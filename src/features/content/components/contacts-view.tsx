import { Link } from '@/components/common/app-link';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useSiteSettings } from '@/hooks/use-site-settings';
import { useUser } from '@/hooks/use-user';
import { useModals } from '@/state/modals';
import { PageTitle } from '@/components/common/page-title';

/** /contacts: the support e-mail from the site settings and the ticket system. */
export function ContactsView() {
  const { t } = useTranslation('content');
  const settings = useSiteSettings();
  const email = settings.data?.settings.support_email;
  const { data: user } = useUser();
  const modals = useModals();

  return (
    <>
      <PageTitle title={t('contacts.title')} description={t('contacts.intro')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('contacts.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('contacts.intro')}</Typography>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <div>
          <Typography variant="h6" component="h2">
            {t('contacts.emailTitle')}
          </Typography>
          {email ? (
            <MuiLink href={`mailto:${email}`}>{email}</MuiLink>
          ) : settings.error ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography color="textSecondary">{t('contacts.emailFailed')}</Typography>
              <Button size="small" onClick={() => void settings.mutate()}>
                {t('contacts.retry')}
              </Button>
            </Stack>
          ) : (
            <Typography color="textSecondary">
              {settings.data ? t('contacts.emailNone') : t('contacts.emailLoading')}
            </Typography>
          )}
        </div>
        <div>
          <Typography variant="h6" component="h2">
            {t('contacts.ticketTitle')}
          </Typography>
          <Typography sx={{ mb: 1 }}>{t('contacts.ticketText')}</Typography>
          {/* Spec §2: support is a sign-in route; a guest gets the login dialog instead. */}
          {user ? (
            <Button variant="contained" component={Link} href="/support/create">
              {t('contacts.ticketButton')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => modals.open('login')}>
              {t('contacts.ticketButton')}
            </Button>
          )}
        </div>
      </Stack>
    </>
  );
}
