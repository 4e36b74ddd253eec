import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';
import { HomeCatalog } from '@/components/home/home-catalog';

/** Home: the catalogue. `?login=1` is handled by the session lifecycle. */
export default function Home() {
  const { t } = useTranslation('common');
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 34 } }}>
        {t('home.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3, maxWidth: 640 }}>
        {t('home.subtitle')}
      </Typography>
      <HomeCatalog />
    </>
  );
}

export const getServerSideProps = withPage({ namespaces: ['numbers'] });
