import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { loadBuyChoice } from '@/bff/ssr/catalog-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { BuyChoice } from '@/lib/catalog-pages';
import { HomeCatalog } from '@/features/numbers/components/home-catalog';

/**
 * Home: the catalogue. `?login=1` is handled by the session lifecycle; `?service=<slug>` and
 * `?country=<iso>` preselect the buy flow.
 */
export default function Home({ choice }: { choice?: BuyChoice }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 34 } }}>
        {t('home.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3, maxWidth: 640 }}>
        {t('home.subtitle')}
      </Typography>
      <HomeCatalog choice={choice} />
    </>
  );
}

export const getServerSideProps = withPageData({ namespaces: ['numbers'] }, loadBuyChoice);
