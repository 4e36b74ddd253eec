import { useTranslation } from 'next-i18next/pages';
import { PageTitle } from '@/components/common/page-title';
import { withPageData } from '@/bff/ssr/page-data';
import { loadActivations, type SignedInPageData } from '@/bff/ssr/signed-in-pages';
import { ServerData } from '@/features/catalog-pages/components/server-data';
import { ActivationsView } from '@/features/numbers/components/activations-view';

/** Active numbers (spec §2, sign-in route); the lists come with the HTML (issue 17). */
export default function ActivationsPage({ fallback }: Partial<SignedInPageData>) {
  const { t } = useTranslation('numbers');
  return (
    <>
      <PageTitle title={t('active.pageTitle')} />
      <ServerData fallback={fallback}>
        <ActivationsView />
      </ServerData>
    </>
  );
}

export const getServerSideProps = withPageData({ namespaces: ['numbers', 'numbers-phone'] }, loadActivations);
