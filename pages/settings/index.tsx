import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';
import { PageTitle } from '@/components/common/page-title';
import { SettingsOverview } from '@/features/account/components/settings-overview';
import { SETTINGS_NAV_NS, SettingsFrame } from '@/features/shell/components/settings-frame';

/** Settings (spec §2, sign-in route): the account and the settings pages. */
export default function SettingsPage() {
  const { t } = useTranslation('account');
  return (
    <SettingsFrame current="overview">
      <PageTitle title={t('settings.title')} />
      <SettingsOverview />
    </SettingsFrame>
  );
}

export const getServerSideProps = withPage({ namespaces: ['account', SETTINGS_NAV_NS] });
