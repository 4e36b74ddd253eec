import { useTranslation } from 'next-i18next/pages';
import { PageTitle } from '@/components/common/page-title';
import { withPageData } from '@/bff/ssr/page-data';
import { loadRent, type RentPageData } from '@/bff/ssr/signed-in-pages';
import { ServerData } from '@/features/catalog-pages/components/server-data';
import { RentView } from '@/features/numbers/components/rent-view';
import { NumberDialogs } from '@/features/numbers/components/number-dialogs';

/** Rent a number (spec §2, sign-in route); the catalogue and the lists come with the HTML (issue 17). */
export default function RentPage({ fallback, phoneFirst }: Partial<RentPageData>) {
  const { t } = useTranslation('numbers');
  return (
    <>
      <PageTitle title={t('rent.title')} />
      <ServerData fallback={fallback}>
        <RentView phoneFirst={phoneFirst} />
      </ServerData>
      {/* Extend and messages dialogs, opened from a rental's actions. */}
      <NumberDialogs />
    </>
  );
}

export const getServerSideProps = withPageData({ namespaces: ['numbers', 'numbers-phone'] }, loadRent);
