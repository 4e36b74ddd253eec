import { CATALOG_PAGE, loadServiceIndex } from '@/bff/ssr/catalog-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import type { CatalogPageData } from '@/lib/catalog-pages';
import { ServerData } from '@/features/catalog-pages/components/server-data';
import { ServiceIndexView } from '@/features/catalog-pages/components/service-index-view';

/** Spec §2 /service (page-restriction guard), server-rendered for crawlers. */
const Page: PageWithLayout<CatalogPageData> = ({ fallback }) => (
  <ServerData fallback={fallback} fresh>
    <ServiceIndexView />
  </ServerData>
);
Page.layout = 'seo';
export default Page;

export const getServerSideProps = withPageData(CATALOG_PAGE, loadServiceIndex);
