import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';
import { PageTitle } from '@/components/common/page-title';
import { ApiKeyPanel } from '@/features/account/components/api-key-panel';
import { WebhooksPanel } from '@/features/webhooks/components/webhooks-panel';

/** Settings → API (spec §2, sign-in route): the personal API key and the signed webhooks. */
export default function ApiSettingsPage() {
  const { t } = useTranslation('account');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle title={t('api.title')} />
      <ApiKeyPanel />
      <Box sx={{ mt: 3 }}>
        <WebhooksPanel />
      </Box>
    </Container>
  );
}

export const getServerSideProps = withPage({ namespaces: ['account', 'webhooks'] });
