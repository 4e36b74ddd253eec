import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';
import { PageTitle } from '@/components/common/page-title';
import { StatisticView } from '@/features/account/components/statistic-view';

/** Statistics (spec §2, sign-in route). */
export default function StatisticPage() {
  const { t } = useTranslation('account');
  return (
    <Container sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle title={t('statistic.title')} />
      <StatisticView />
    </Container>
  );
}

export const getServerSideProps = withPage({ namespaces: ['account'] });
