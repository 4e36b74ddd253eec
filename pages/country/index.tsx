import { CATALOG_PAGE, loadCountryIndex } from '@/bff/ssr/catalog-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import type { CatalogPageData } from '@/lib/catalog-pages';
import { ServerData } from '@/features/catalog-pages/components/server-data';
import { CountryIndexView } from '@/features/catalog-pages/components/country-index-view';

/** Spec §2 /country (page-restriction guard), server-rendered for crawlers. */
const Page: PageWithLayout<CatalogPageData> = ({ fallback }) => (
  <ServerData fallback={fallback} fresh>
    <CountryIndexView />
  </ServerData>
);
Page.layout = 'seo';
export default Page;

export const getServerSideProps = withPageData(CATALOG_PAGE, loadCountryIndex);
