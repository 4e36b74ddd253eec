import { useState } from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { SecretReveal } from '@/components/common/secret-reveal';
import { LabelledSwitch } from '@/components/common/labelled-switch';
import { formatMoney } from '@/lib/money';
import { useSandbox } from '../hooks/use-sandbox';
import { useSandboxActions } from '../hooks/use-sandbox-actions';
import { LoadFallback } from '@/components/common/load-fallback';

const ConfirmDialog = dynamic(() => import('@/components/common/confirm-dialog'), { ssr: false });

type Asking = 'issue' | 'revoke' | null;

/**
 * Settings → API → Sandbox: the sandbox key beside the live one (created, replaced, revoked; the
 * key is shown once, from this component's state only) and the sandbox balance with its reset.
 * The sandbox balance is labelled as such everywhere: it is never the money in the header.
 */
export function SandboxPanel() {
  const { t, i18n } = useTranslation('sandbox');
  const { data, error, isLoading, mutate } = useSandbox();
  const actions = useSandboxActions();
  const [fresh, setFresh] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const state = data?.data;

  const issueNow = async () => {
    setFresh(null);
    const answer = await actions.issue();
    if (answer) setFresh(answer.key);
  };

  const confirm = async () => {
    const action = asking;
    setAsking(null);
    if (action === 'issue') await issueNow();
    if (action === 'revoke') {
      setFresh(null);
      await actions.revoke();
    }
  };

  let body;
  if (!state) {
    body = (
      <LoadFallback
        hasData={false}
        error={error || !isLoading}
        loading={isLoading}
        onRetry={() => void mutate()}
        texts={{ error: t('failed'), retry: t('retry'), loading: t('loading') }}
        rows={1}
        rowHeight={88}
      />
    );
  } else {
    const balance = formatMoney(state.balance, state.currency, i18n.language);
    body = (
      <Stack spacing={2}>
        <Typography variant="body2" data-testid="sandbox-status">
          {state.enabled ? t('status.on') : t('status.off')}
        </Typography>
        {fresh && (
          <SecretReveal
            value={fresh}
            text={{
              title: t('new.title'),
              warning: t('new.warning'),
              label: t('new.label'),
              copy: t('new.copy'),
              copied: t('new.copied'),
            }}
          >
            <Button onClick={() => setFresh(null)} variant="outlined" color="inherit" size="small" sx={{ mt: 1.5 }}>
              {t('new.done')}
            </Button>
          </SecretReveal>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="contained"
            disableElevation
            loading={actions.busy === 'issue'}
            disabled={actions.busy !== null}
            // Replacing a working key asks first; the first one needs no confirmation.
            onClick={() => (state.enabled ? setAsking('issue') : void issueNow())}
          >
            {state.enabled ? t('rotate') : t('create')}
          </Button>
          {state.enabled && (
            <Button
              variant="outlined"
              color="error"
              loading={actions.busy === 'revoke'}
              disabled={actions.busy !== null}
              onClick={() => setAsking('revoke')}
            >
              {t('revoke')}
            </Button>
          )}
        </Stack>
        {state.enabled && (
          // Off, purchases wait for "deliver a code now": the only way to try a cancel and its refund.
          <div>
            <LabelledSwitch
              checked={state.auto_sms}
              onChange={(checked) => void actions.setAutoSms(checked)}
              label={t('autoSms.label', { seconds: state.sms_delay_seconds })}
            />
            <FormHelperText sx={{ mt: -0.5 }}>{t('autoSms.help')}</FormHelperText>
          </div>
        )}
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('balance.title')}
          </Typography>
          <Typography variant="h6" component="p" data-testid="sandbox-balance">
            {balance}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {t('balance.note', { start: formatMoney(state.start_balance, state.currency, i18n.language) })}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            loading={actions.busy === 'reset'}
            disabled={actions.busy !== null}
            onClick={() => void actions.reset()}
          >
            {t('balance.reset')}
          </Button>
        </Box>
        <Typography variant="body2" color="textSecondary">
          {t('howto', { seconds: state.sms_delay_seconds })}
        </Typography>
      </Stack>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby="sandbox-title">
      <Typography variant="h6" component="h2" id="sandbox-title" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      {body}
      {asking && (
        <ConfirmDialog
          open
          title={asking === 'issue' ? t('confirmRotate.title') : t('confirmRevoke.title')}
          text={asking === 'issue' ? t('confirmRotate.text') : t('confirmRevoke.text')}
          confirmLabel={asking === 'issue' ? t('confirmRotate.action') : t('confirmRevoke.action')}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        />
      )}
    </Paper>
  );
}
