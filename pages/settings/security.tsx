import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '@/hooks/use-auth';
import { useAuthT } from '@/features/auth/hooks/use-auth-t';
import { ChangePasswordForm } from '@/features/auth/components/security/change-password-form';
import { TwoFactorPanel } from '@/features/auth/components/security/two-factor-panel';
import { LinkedAccounts } from '@/features/auth/components/security/linked-accounts';
import { PageTitle } from '@/components/common/page-title';
import { withPage } from '@/bff/ssr/page-props';

export default function SecurityPage() {
  const { t } = useAuthT();
  const { user } = useAuth();
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PageTitle title={t('security.title')} />
      <Stack spacing={4}>
        <Typography variant="h4" component="h1">
          {t('security.title')}
        </Typography>
        <ChangePasswordForm />
        <Divider />
        <TwoFactorPanel enabled={Boolean(user?.two_factor_enabled)} />
        <Divider />
        <LinkedAccounts />
      </Stack>
    </Container>
  );
}

export const getServerSideProps = withPage({ namespaces: ['auth'] });
