import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';
import { PageTitle } from '@/components/common/page-title';
import { ApiKeyPanel } from '@/features/account/components/api-key-panel';
import { SETTINGS_NAV_NS, SettingsFrame } from '@/features/shell/components/settings-frame';
import { SandboxPanel } from '@/features/sandbox/components/sandbox-panel';
import { WebhooksPanel } from '@/features/webhooks/components/webhooks-panel';

/** Settings → API (spec §2, sign-in route): the personal API key, the sandbox key and the signed webhooks. */
export default function ApiSettingsPage() {
  const { t } = useTranslation('account');
  return (
    <SettingsFrame current="api">
      <PageTitle title={t('api.title')} />
      <ApiKeyPanel />
      <Box sx={{ mt: 3 }}>
        <SandboxPanel />
      </Box>
      <Box sx={{ mt: 3 }}>
        <WebhooksPanel />
      </Box>
    </SettingsFrame>
  );
}

export const getServerSideProps = withPage({ namespaces: ['account', 'sandbox', 'webhooks', SETTINGS_NAV_NS] });
