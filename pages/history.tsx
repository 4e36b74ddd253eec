import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';
import { PageTitle } from '@/components/common/page-title';
import { HistoryTabs } from '@/features/payments/components/history-tabs';

/**
 * Payment history (spec §2, sign-in route; the header's Balance leads here) and the balance
 * statement (issue 15), as two tabs.
 */
export default function HistoryPage() {
  const { t } = useTranslation('payments');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle title={t('history.title')} />
      <HistoryTabs />
    </Container>
  );
}

export const getServerSideProps = withPage({ namespaces: ['payments'] });
