import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import { useDismissedAlerts } from '@/features/shell/hooks/use-dismissed-alerts';
import { useSiteAlerts } from '@/features/shell/hooks/use-site-alerts';

/**
 * Spec §3 site alerts: the settings' `alerts` (keyed by name, already in the page's language)
 * as banners under the header, each closable; a closed one stays closed in this browser until
 * its text changes. Nothing while the settings load or when they failed (spec §8: ignored).
 */
export function SiteAlerts() {
  const { t } = useTranslation('common');
  const alerts = useSiteAlerts();
  const { ready, isDismissed, dismiss } = useDismissedAlerts();
  const shown = ready ? Object.entries(alerts).filter(([id, a]) => a.text.trim() && !isDismissed(id, a.text)) : [];
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-label={t('siteAlerts.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ py: 1, px: { xs: 1.5, sm: 3 }, display: 'grid', gap: 1 }}>
        {shown.map(([id, alert]) => (
          <Alert
            key={id}
            severity={alert.type}
            role="status"
            closeText={t('siteAlerts.dismiss')}
            onClose={() => dismiss(id, alert.text)}
            sx={{ alignItems: 'center', overflowWrap: 'anywhere' }}
          >
            {alert.text}
          </Alert>
        ))}
      </Container>
    </Box>
  );
}
