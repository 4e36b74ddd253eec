import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';
import { PageTitle } from '@/components/common/page-title';
import { SettingsOverview } from '@/features/account/components/settings-overview';

/** Settings (spec §2, sign-in route): the account and the settings pages. */
export default function SettingsPage() {
  const { t } = useTranslation('account');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle title={t('settings.title')} />
      <SettingsOverview />
    </Container>
  );
}

export const getServerSideProps = withPage({ namespaces: ['account'] });
