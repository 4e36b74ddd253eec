import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';
import { PageTitle } from '@/components/common/page-title';
import { TopUpView } from '@/features/payments/components/top-up-view';
import { PendingPurchaseNote } from '@/features/numbers/components/pending-purchase-note';

/** Top up the balance (spec §2, sign-in route; the header's plus and NO_BALANCE lead here). */
export default function TopUpPage() {
  const { t } = useTranslation('payments');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle title={t('title')} />
      <TopUpView pendingPurchase={<PendingPurchaseNote />} />
    </Container>
  );
}

export const getServerSideProps = withPage({ namespaces: ['payments', 'pending-purchase'] });
