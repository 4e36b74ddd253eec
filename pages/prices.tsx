import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { loadPriceList } from '@/bff/ssr/catalog-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import type { CatalogPageData } from '@/lib/catalog-pages';
import { PageTitle } from '@/components/common/page-title';
import { PricesTable } from '@/features/content/components/prices-table';
import { ServerData } from '@/features/catalog-pages/components/server-data';

/** Spec §2 /prices: the public price list, on the SEO layout; its first chunk comes with the HTML. */
const PricesPage: PageWithLayout<Partial<CatalogPageData>> = ({ fallback }) => {
  const { t } = useTranslation('content');
  return (
    <>
      <PageTitle title={t('prices.title')} description={t('prices.description')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('prices.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('prices.description')}
      </Typography>
      <ServerData fallback={fallback} fresh>
        <PricesTable />
      </ServerData>
    </>
  );
};
PricesPage.layout = 'seo';
export default PricesPage;

export const getServerSideProps = withPageData({ namespaces: ['content'] }, loadPriceList);
