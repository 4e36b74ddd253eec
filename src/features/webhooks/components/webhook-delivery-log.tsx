import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Placeholder } from '@/components/common/placeholder';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { TFunction } from 'i18next';
import type { WebhookDeliveryItem } from '@contracts/webhooks';
import { useWebhookDeliveries } from '../hooks/use-webhook-deliveries';
import { dateTimeFormat } from '@/lib/intl-formats';
import { AlertBox } from '@/components/common/alert-box';

interface Props {
  endpointId: number;
  busyId: string | null;
  onRedeliver(delivery: WebhookDeliveryItem): void;
}

/**
 * Why the last attempt failed, in the reader's language. A status other than 2xx is already in
 * the outcome line; an attempt logged before the codes existed shows the sender's English.
 */
function failureText(d: WebhookDeliveryItem, t: TFunction<'webhooks'>): string | null {
  if (d.error_code === null) return d.state === 'delivered' ? null : d.last_error;
  if (d.error_code === 'http_status') return null;
  return t(`log.errors.${d.error_code}`, { detail: d.last_error ?? '' });
}

/** One more line under a delivery's outcome, when there is something to say. */
function DetailLine({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <>
      <br />
      <span>{text}</span>
    </>
  );
}

function outcome(d: WebhookDeliveryItem, t: TFunction<'webhooks'>): string {
  const code = d.status_code !== null ? t('log.status', { code: d.status_code }) : t('log.noStatus');
  return `${t(`log.state.${d.state}`)} · ${code} · ${t('log.attempts', { count: d.attempts })}`;
}

/** The endpoint's last 50 deliveries, newest first, each with a redeliver button. */
export function WebhookDeliveryLog({ endpointId, busyId, onRedeliver }: Props) {
  const { t, i18n } = useTranslation('webhooks');
  const { data, error, isLoading, mutate } = useWebhookDeliveries(endpointId, true);
  const time = dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  if (isLoading)
    return (
      <Stack spacing={1} role="progressbar" aria-busy="true" aria-label={t('log.loading')}>
        <Placeholder variant="rounded" height={48} />
        <Placeholder variant="rounded" height={48} />
      </Stack>
    );
  if (error && !data)
    return (
      <AlertBox
        severity="error"
        action={
          <ButtonBase className="button button--inherit" focusRipple onClick={() => void mutate()}>
            {t('log.retry')}
          </ButtonBase>
        }
      >
        {t('log.failed')}
      </AlertBox>
    );
  const rows = data?.data ?? [];
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="textSecondary">
        {t('log.empty')}
      </Typography>
    );
  return (
    <List dense aria-label={t('log.title')} disablePadding>
      {rows.map((d) => (
        <ListItem
          key={d.id}
          divider
          disableGutters
          sx={{ flexWrap: 'wrap', gap: 1 }}
          secondaryAction={
            <Button
              size="small"
              onClick={() => onRedeliver(d)}
              loading={busyId === `redeliver-${d.id}`}
              aria-label={t('log.redeliverNamed', {
                event: t(`events.${d.event}`),
                time: time.format(new Date(d.created_at)),
              })}
            >
              {t('log.redeliver')}
            </Button>
          }
        >
          <ListItemText
            sx={{ pr: 12, minWidth: 0 }}
            primary={
              <>
                {t(`events.${d.event}`)}
                {/* Sandbox-key events share the endpoint; the mark keeps them apart from live ones. */}
                {d.sandbox && (
                  <Box component="span" data-testid="delivery-sandbox" sx={{ ml: 1, color: 'warning.main' }}>
                    · {t('log.sandbox')}
                  </Box>
                )}
              </>
            }
            secondary={
              <>
                <span>{time.format(new Date(d.created_at))}</span>
                <br />
                <span>{outcome(d, t)}</span>
                <DetailLine text={failureText(d, t)} />
                {d.state === 'pending' && d.attempts > 0 && d.next_attempt_at && (
                  <DetailLine text={t('log.nextTry', { time: time.format(new Date(d.next_attempt_at)) })} />
                )}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
