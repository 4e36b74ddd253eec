import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { CopyButton } from '@/components/common/copy-button';
import { SecretReveal } from '@/components/common/secret-reveal';
import { VERIFY_SNIPPET } from '../utils/verify-snippet';

/** A new endpoint's signing secret: shown from component state once, with the receiver-side check. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone(): void }) {
  const { t } = useTranslation('webhooks');
  const text = {
    title: t('secret.title'),
    warning: t('secret.warning'),
    label: t('secret.label'),
    copy: t('secret.copy'),
    copied: t('secret.copied'),
  };
  return (
    <SecretReveal value={secret} text={text}>
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
    </SecretReveal>
  );
}
