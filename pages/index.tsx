import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';

/** A placeholder inside the main layout; `?login=1` is handled by the session lifecycle. */
export default function Home() {
  const { t } = useTranslation('common');
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 34 } }}>
        {t('home.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 640 }}>
        {t('home.subtitle')}
      </Typography>
    </>
  );
}

export const getServerSideProps = withPage();
