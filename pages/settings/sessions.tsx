import { useAuthT } from '@/features/auth/hooks/use-auth-t';
import { SessionsList } from '@/features/auth/components/security/sessions-list';
import { PageTitle } from '@/components/common/page-title';
import { withPage } from '@/bff/ssr/page-props';
import { SETTINGS_NAV_NS, SettingsFrame } from '@/features/shell/components/settings-frame';

export default function SessionsPage() {
  const { t } = useAuthT();
  return (
    <SettingsFrame current="sessions" title={t('sessions.title')}>
      <PageTitle title={t('sessions.title')} />
      <SessionsList />
    </SettingsFrame>
  );
}

export const getServerSideProps = withPage({ namespaces: ['auth', SETTINGS_NAV_NS] });
