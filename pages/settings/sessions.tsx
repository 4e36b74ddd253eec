import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAuthT } from '@/features/auth/hooks/use-auth-t';
import { SessionsList } from '@/features/auth/components/security/sessions-list';
import { PageTitle } from '@/components/common/page-title';
import { withPage } from '@/bff/ssr/page-props';

export default function SessionsPage() {
  const { t } = useAuthT();
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageTitle title={t('sessions.title')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('sessions.title')}
      </Typography>
      <SessionsList />
    </Container>
  );
}

export const getServerSideProps = withPage({ namespaces: ['auth'] });
