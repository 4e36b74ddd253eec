import { useTranslation } from 'next-i18next/pages';
import { PageTitle } from '@/components/common/page-title';
import { withPage } from '@/bff/ssr/page-props';
import { OtherSettings } from '@/features/account/components/other-settings';
import { SETTINGS_NAV_NS, SettingsFrame } from '@/features/shell/components/settings-frame';

/** Settings → other (spec §2, sign-in route): the preferences of the buying flow. */
export default function OtherSettingsPage() {
  const { t } = useTranslation('numbers');
  return (
    <SettingsFrame current="other" title={t('settings.title')}>
      <PageTitle title={t('settings.title')} />
      <OtherSettings />
    </SettingsFrame>
  );
}

export const getServerSideProps = withPage({ namespaces: ['numbers', SETTINGS_NAV_NS] });
