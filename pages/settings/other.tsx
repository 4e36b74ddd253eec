import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import { PageTitle } from '@/components/common/page-title';
import { withPage } from '@/bff/ssr/page-props';
import { OtherSettings } from '@/features/account/components/other-settings';

/** Settings → other (spec §2, sign-in route): the preferences of the buying flow. */
export default function OtherSettingsPage() {
  const { t } = useTranslation('numbers');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <PageTitle title={t('settings.title')} />
      <OtherSettings />
    </Container>
  );
}

export const getServerSideProps = withPage({ namespaces: ['numbers'] });
