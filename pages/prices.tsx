import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import { PageTitle } from '@/components/common/page-title';
import { PricesTable } from '@/features/content/components/prices-table';

/** Spec §2 /prices: the public price list, on the SEO layout. */
const PricesPage: PageWithLayout = () => {
  const { t } = useTranslation('content');
  return (
    <>
      <PageTitle title={t('prices.title')} description={t('prices.description')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('prices.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('prices.description')}
      </Typography>
      <PricesTable />
    </>
  );
};
PricesPage.layout = 'seo';
export default PricesPage;

export const getServerSideProps = withPage({ namespaces: ['content'] });
