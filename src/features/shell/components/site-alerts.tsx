import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import { useDismissedAlerts } from '@/features/shell/hooks/use-dismissed-alerts';
import { useSiteAlerts } from '@/features/shell/hooks/use-site-alerts';
import type { SiteSettingsAnswer } from '@/hooks/use-site-settings';

type SiteAlert = SiteSettingsAnswer['settings']['alerts'][string];

/**
 * Spec §3 site alerts: the settings' `alerts` (keyed by name, already in the page's language)
 * as banners under the header, each closable; a closed one stays closed in this browser until
 * its text changes. Nothing while the settings load or when they failed (spec §8: ignored).
 */
export function SiteAlerts() {
  const alerts = Object.entries(useSiteAlerts()).filter(([, a]) => a.text.trim());
  // Most pages have no alert: they leave localStorage alone (a page's first read of it waits
  // for the browser process to load the site's storage, on the main thread).
  return alerts.length > 0 ? <OpenAlerts alerts={alerts} /> : null;
}

function OpenAlerts({ alerts }: { alerts: [string, SiteAlert][] }) {
  const { t } = useTranslation('common');
  const { ready, isDismissed, dismiss } = useDismissedAlerts();
  const shown = ready ? alerts.filter(([id, a]) => !isDismissed(id, a.text)) : [];
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
