import Typography from '@mui/material/Typography';
import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';

export default function Home() {
  const { t } = useTranslation('common');
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        {t('home.title')}
      </Typography>
    </Container>
  );
}

export const getServerSideProps = withPage();
