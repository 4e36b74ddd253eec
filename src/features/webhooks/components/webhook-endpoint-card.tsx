import { useId, useState } from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import type { WebhookEndpoint } from '@contracts/webhooks';
import { WEBHOOK_MAX_ATTEMPTS } from '@contracts/webhook-options';
import type { useWebhookActions } from '../hooks/use-webhook-actions';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { AlertBox } from '@/components/common/alert-box';
import { StatusChip } from '@/components/common/status-chip';

/**
 * The delivery log comes in with a short fade and slide instead of Material's Collapse, which
 * with its transition was 1.8 kB gzip of /settings/api's first load for a log most visits never
 * open (issue 17). A lazy chunk for it would have cost every page more (docs, stop 39).
 */
const logEnter = keyframes`from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; }`;

const ConfirmDialog = dynamic(() => import('@/components/common/confirm-dialog'), { ssr: false });

interface Props {
  endpoint: WebhookEndpoint;
  actions: ReturnType<typeof useWebhookActions>;
}

/** One endpoint: its address, events and state, its actions and its delivery log. */
export function WebhookEndpointCard({ endpoint: e, actions }: Props) {
  const { t } = useTranslation('webhooks');
  const logId = useId();
  const [logOpen, setLogOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const busy = actions.busy;

  const sendTest = async () => {
    if (await actions.sendTest(e)) setLogOpen(true);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="li" aria-label={e.url}>
      <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mb: 1 }}>{e.url}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
        {e.paused ? (
          <StatusChip color="warning" label={t('endpoint.paused')} />
        ) : (
          <StatusChip color="success" variant="outlined" label={t('endpoint.active')} />
        )}
        <StatusChip variant="outlined" label={t(`styles.${e.payload_style}`)} />
        {e.events.map((ev) => (
          <StatusChip key={ev} label={t(`events.${ev}`)} />
        ))}
      </Box>
      {e.paused && (
        // Paused by its failures (a delivery's last try: the streak is at least its tries, and
        // stays until resumed) or by its owner, however many attempts had failed before.
        <AlertBox severity="warning" sx={{ mb: 1 }}>
          {e.failure_streak >= WEBHOOK_MAX_ATTEMPTS ? t('endpoint.pausedText') : t('endpoint.pausedByYouText')}
        </AlertBox>
      )}
      {!e.paused && e.failure_streak > 0 && (
        <Typography variant="body2" color="warning" sx={{ mb: 1 }}>
          {t('endpoint.failing', { count: e.failure_streak })}
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => void sendTest()} loading={busy === `test-${e.id}`}>
          {t('endpoint.test')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => void actions.update(e, { paused: !e.paused })}
          loading={busy === `update-${e.id}`}
        >
          {e.paused ? t('endpoint.resume') : t('endpoint.pause')}
        </Button>
        <Button size="small" aria-expanded={logOpen} aria-controls={logId} onClick={() => setLogOpen((v) => !v)}>
          {logOpen ? t('endpoint.hideLog') : t('endpoint.showLog')}
        </Button>
        <Button size="small" color="error" onClick={() => setConfirming(true)} loading={busy === `delete-${e.id}`}>
          {t('endpoint.delete')}
        </Button>
      </Stack>
      {logOpen && (
        <Box
          id={logId}
          sx={(theme) => ({
            mt: 2,
            animation: `${logEnter} ${theme.transitions.duration.standard}ms ${theme.transitions.easing.easeOut}`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          })}
        >
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('log.title')}
          </Typography>
          <WebhookDeliveryLog endpointId={e.id} busyId={busy} onRedeliver={(d) => void actions.redeliver(e, d.id)} />
        </Box>
      )}
      {confirming && (
        <ConfirmDialog
          open
          title={t('delete.title')}
          text={t('delete.text', { url: e.url })}
          confirmLabel={t('delete.action')}
          onConfirm={() => {
            setConfirming(false);
            void actions.remove(e);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Paper>
  );
}
