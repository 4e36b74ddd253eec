import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useAuth } from '@/hooks/use-auth';
import { useAuthT } from '@/features/auth/hooks/use-auth-t';
import { ChangePasswordForm } from '@/features/auth/components/security/change-password-form';
import { TwoFactorPanel } from '@/features/auth/components/security/two-factor-panel';
import { LinkedAccounts } from '@/features/auth/components/security/linked-accounts';
import { PageTitle } from '@/components/common/page-title';
import { withPage } from '@/bff/ssr/page-props';
import { SETTINGS_NAV_NS, SettingsFrame } from '@/features/shell/components/settings-frame';

export default function SecurityPage() {
  const { t } = useAuthT();
  const { user } = useAuth();
  return (
    <SettingsFrame current="security" title={t('security.title')}>
      <PageTitle title={t('security.title')} />
      <Stack spacing={4}>
        <ChangePasswordForm />
        <Divider />
        <TwoFactorPanel enabled={Boolean(user?.two_factor_enabled)} />
        <Divider />
        <LinkedAccounts />
      </Stack>
    </SettingsFrame>
  );
}

export const getServerSideProps = withPage({ namespaces: ['auth', SETTINGS_NAV_NS] });
