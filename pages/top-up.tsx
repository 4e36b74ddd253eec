import { useTranslation } from 'next-i18next/pages';
import { withPageData } from '@/bff/ssr/page-data';
import { loadTopUp, type SignedInPageData } from '@/bff/ssr/signed-in-pages';
import { PageTitle } from '@/components/common/page-title';
import { ServerData } from '@/features/catalog-pages/components/server-data';
import { TopUpView } from '@/features/payments/components/top-up-view';
import { PendingPurchaseNote } from '@/features/numbers/components/pending-purchase-note';

/**
 * Top up the balance (spec §2, sign-in route; the header's plus and NO_BALANCE lead here). The
 * form and the pending top-ups come with the HTML (issue 17).
 */
export default function TopUpPage({ fallback }: Partial<SignedInPageData>) {
  const { t } = useTranslation('payments');
  return (
    <>
      <PageTitle title={t('title')} />
      <ServerData fallback={fallback}>
        <TopUpView pendingPurchase={<PendingPurchaseNote />} />
      </ServerData>
    </>
  );
}

export const getServerSideProps = withPageData({ namespaces: ['payments', 'pending-purchase'] }, loadTopUp);
