import { CATALOG_PAGE, loadSitemap } from '@/bff/ssr/catalog-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import type { CatalogPageData } from '@/lib/catalog-pages';
import { ServerData } from '@/features/catalog-pages/components/server-data';
import { SitemapView } from '@/features/catalog-pages/components/sitemap-view';

/** Spec §2 /sitemap (page-restriction guard): the human sitemap; /sitemap.xml is the crawlers'. */
const Page: PageWithLayout<CatalogPageData> = ({ fallback }) => (
  <ServerData fallback={fallback} fresh>
    <SitemapView />
  </ServerData>
);
Page.layout = 'seo';
export default Page;

export const getServerSideProps = withPageData(CATALOG_PAGE, loadSitemap);
