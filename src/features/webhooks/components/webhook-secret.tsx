import { useId, type FocusEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { CopyButton } from '@/components/common/copy-button';
import { VERIFY_SNIPPET } from '../utils/verify-snippet';

/** A new endpoint's signing secret: shown from component state once, with the receiver-side check. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone(): void }) {
  const { t } = useTranslation('webhooks');
  const fieldId = useId();
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle>{t('secret.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('secret.warning')}
      </Typography>
      <TextField
        id={fieldId}
        label={t('secret.label')}
        value={secret}
        fullWidth
        size="small"
        slotProps={{
          htmlInput: {
            readOnly: true,
            spellCheck: false,
            style: { fontFamily: 'monospace' },
            onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select(),
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <CopyButton text={secret} label={t('secret.copy')} copiedLabel={t('secret.copied')} />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography variant="body2" sx={{ mt: 1.5, mb: 1 }}>
        {t('secret.verify')}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={t('secret.snippet')}
        data-testid="webhook-snippet"
        sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 12 }}
      >
        {VERIFY_SNIPPET}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <CopyButton text={VERIFY_SNIPPET} label={t('secret.copySnippet')} copiedLabel={t('secret.copied')} />
        <Button onClick={onDone} variant="outlined" color="inherit" size="small">
          {t('secret.done')}
        </Button>
      </Box>
    </Alert>
  );
}
