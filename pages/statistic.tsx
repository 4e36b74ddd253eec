import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';
import { PageTitle } from '@/components/common/page-title';
import { StatisticView } from '@/features/account/components/statistic-view';

/** Statistics (spec §2, sign-in route). */
export default function StatisticPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageTitle title={t('statistic.title')} />
      <StatisticView />
    </>
  );
}

export const getServerSideProps = withPage({ namespaces: ['account'] });
