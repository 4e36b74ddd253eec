import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import { PageTitle } from '@/components/common/page-title';
import { withPage } from '@/bff/ssr/page-props';
import { ActivationsView } from '@/features/numbers/components/activations-view';

/** Active numbers (spec §2, sign-in route). */
export default function ActivationsPage() {
  const { t } = useTranslation('numbers');
  return (
    <Container sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle title={t('active.pageTitle')} />
      <ActivationsView />
    </Container>
  );
}

export const getServerSideProps = withPage({ namespaces: ['numbers', 'numbers-phone'] });
