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
    <>
      <PageTitle title={t('history.title')} />
      <HistoryTabs />
    </>
  );
}

export const getServerSideProps = withPage({ namespaces: ['payments'] });
