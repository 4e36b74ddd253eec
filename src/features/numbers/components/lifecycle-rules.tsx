import Alert from '@mui/material/Alert';
import { useTranslation } from 'next-i18next/pages';
import {
  ACTIVATION_CANCEL_LOCK_MINUTES,
  ACTIVATION_TTL_MINUTES,
  RENT_CANCEL_WINDOW_MINUTES,
} from '@contracts/number-limits';

/** The lifecycle rules the upstream enforces, said on screen before anyone pays. */
export function LifecycleRules({ kind }: { kind: 'activation' | 'rent' }) {
  const { t } = useTranslation('numbers');
  const text =
    kind === 'activation'
      ? t('rules.activation', { ttl: ACTIVATION_TTL_MINUTES, lock: ACTIVATION_CANCEL_LOCK_MINUTES })
      : t('rules.rent', { window: RENT_CANCEL_WINDOW_MINUTES });
  return (
    <Alert severity="info" variant="outlined" sx={{ whiteSpace: 'pre-line' }}>
      {text}
    </Alert>
  );
}
