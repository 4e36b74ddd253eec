import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import CircularProgress from '@mui/material/CircularProgress';
import { useAlerts } from '@/state/alerts';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import {
  useRevokeOtherSessions,
  useRevokeSession,
  useSessions,
  type DeviceSession,
} from '@/features/auth/hooks/use-sessions';
import { useAuthT } from '@/features/auth/hooks/use-auth-t';
import { AlertBox } from '@/components/common/alert-box';
import { StatusChip } from '@/components/common/status-chip';

/** Signed-in devices (browser, system, kind), IP and last use; revoke one, or every device but this one. */
export function SessionsList() {
  const { t, i18n } = useAuthT();
  const alerts = useAlerts();
  const handleApiError = useApiErrorHandler();
  const { data, error, mutate, isLoading } = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const when = (iso: string) => new Date(iso).toLocaleString(i18n?.language);

  const after = async (result: Awaited<ReturnType<typeof revoke.run>>, doneKey: string) => {
    if (!result) return;
    if (result.ok) alerts.show({ variant: 'success', message: t(doneKey) });
    else handleApiError(result.error);
    await mutate();
  };

  if (isLoading) return <CircularProgress aria-label={t('loading')} />;
  if (error || !data) {
    return (
      <AlertBox
        severity="error"
        action={
          <ButtonBase className="button button--inherit" focusRipple onClick={() => void mutate()}>
            {t('sessions.retry')}
          </ButtonBase>
        }
      >
        {t('sessions.failed')}
      </AlertBox>
    );
  }
  const others = data.data.filter((s) => !s.current);
  const row = (s: DeviceSession) => {
    // "Chrome 131 · Windows 10", or the hardware when a phone names it; never the raw agent.
    // The upstream parses the agent, so the parser's tables stay out of the browser.
    const name = [s.browser, s.os, s.model].filter(Boolean).join(' · ') || t('sessions.unknownDevice');
    const details = [
      s.kind ? t(`sessions.kind.${s.kind}`) : undefined,
      `${t('sessions.ip')}: ${s.ip}`,
      `${t('sessions.lastUsed')}: ${when(s.last_used_at)}`,
    ];
    return (
      // The action sits in the row's flow, not in Material's absolutely placed `secondaryAction`,
      // whose 48 px of room let the details run under a wider chip or button on a phone.
      <ListItem key={s.id} divider>
        <ListItemText
          primary={name}
          secondary={details.filter(Boolean).join(' · ')}
          slotProps={{ primary: { title: s.device } }}
        />
        <Box className="sessions-list__action" sx={{ flexShrink: 0, ml: 1 }}>
          {s.current ? (
            <StatusChip color="primary" label={t('sessions.current')} />
          ) : (
            <Button
              size="small"
              disabled={revoke.busy}
              onClick={() => void revoke.run(s.id).then((r) => after(r, 'sessions.revoked'))}
              aria-label={t('sessions.revokeLabel', { device: name })}
            >
              {t('sessions.revoke')}
            </Button>
          )}
        </Box>
      </ListItem>
    );
  };
  return (
    <Stack spacing={2}>
      <List aria-label={t('sessions.title')}>{data.data.map(row)}</List>
      {others.length === 0 ? (
        <AlertBox severity="info">{t('sessions.empty')}</AlertBox>
      ) : (
        <Button
          variant="outlined"
          color="error"
          loading={revokeOthers.busy}
          disabled={revokeOthers.busy}
          onClick={() => void revokeOthers.run(undefined).then((r) => after(r, 'sessions.othersRevoked'))}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('sessions.revokeOthers')}
        </Button>
      )}
    </Stack>
  );
}
