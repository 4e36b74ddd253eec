import { CATALOG_PAGE, loadSitemap } from '@/bff/ssr/catalog-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/components/layout/layouts';
import type { CatalogPageData } from '@/lib/catalog-pages';
import { ServerData } from '@/components/catalog/server-data';
import { SitemapView } from '@/components/catalog/sitemap-view';

/** Spec §2 /sitemap (page-restriction guard): the human sitemap; /sitemap.xml is the crawlers'. */
const Page: PageWithLayout<CatalogPageData> = ({ fallback }) => (
  <ServerData fallback={fallback}>
    <SitemapView />
  </ServerData>
);
Page.layout = 'seo';
export default Page;

export const getServerSideProps = withPageData(CATALOG_PAGE, loadSitemap);
