import { CATALOG_PAGE, loadPartnerPage } from '@/bff/ssr/catalog-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/components/layout/layouts';
import type { CatalogPageData } from '@/lib/catalog-pages';
import { ServerData } from '@/components/catalog/server-data';
import { PartnerPage } from '@/components/catalog/partner-page';

/** Spec §2 /collaborations/gtalk2voip (public, route name collaborations-gtalk2voip; main layout). */
const Page: PageWithLayout<CatalogPageData> = ({ fallback }) => (
  <ServerData fallback={fallback}>
    <PartnerPage />
  </ServerData>
);
export default Page;

export const getServerSideProps = withPageData(CATALOG_PAGE, loadPartnerPage);
