import { loadPriceList } from '@/bff/ssr/catalog-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import type { CatalogPageData } from '@/lib/catalog-pages';
import { PricesIntro } from '@/features/content/components/prices-intro';
import { PricesTable } from '@/features/content/components/prices-table';
import { ServerData } from '@/features/catalog-pages/components/server-data';

/** Spec §2 /prices: the public price list, on the SEO layout; its first chunk comes with the HTML. */
const PricesPage: PageWithLayout<Partial<CatalogPageData>> = ({ fallback }) => {
  return (
    <>
      <PricesIntro />
      <ServerData fallback={fallback} fresh>
        <PricesTable />
      </ServerData>
    </>
  );
};
PricesPage.layout = 'seo';
export default PricesPage;

export const getServerSideProps = withPageData({ namespaces: ['content'] }, loadPriceList);
