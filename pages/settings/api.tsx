import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';
import { PageTitle } from '@/components/common/page-title';
import { ApiKeyPanel } from '@/features/account/components/api-key-panel';
import { SETTINGS_NAV_NS, SettingsFrame } from '@/features/shell/components/settings-frame';

/** Settings → API (spec §2, sign-in route): the personal API key. */
export default function ApiSettingsPage() {
  const { t } = useTranslation('account');
  return (
    <SettingsFrame current="api">
      <PageTitle title={t('api.title')} />
      <ApiKeyPanel />
    </SettingsFrame>
  );
}

export const getServerSideProps = withPage({ namespaces: ['account', SETTINGS_NAV_NS] });
