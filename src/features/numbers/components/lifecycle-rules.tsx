import { useTranslation } from 'next-i18next/pages';
import {
  ACTIVATION_CANCEL_LOCK_MINUTES,
  ACTIVATION_TTL_MINUTES,
  RENT_CANCEL_WINDOW_MINUTES,
} from '@contracts/number-limits';
import { AlertBox } from '@/components/common/alert-box';

/** The lifecycle rules the upstream enforces, said on screen before anyone pays. */
export function LifecycleRules({ kind }: { kind: 'activation' | 'rent' }) {
  const { t } = useTranslation('numbers');
  const text =
    kind === 'activation'
      ? t('rules.activation', { ttl: ACTIVATION_TTL_MINUTES, lock: ACTIVATION_CANCEL_LOCK_MINUTES })
      : t('rules.rent', { window: RENT_CANCEL_WINDOW_MINUTES });
  return (
    // A note, not an alert: the rules are read where they stand, not announced over what the user
    // is doing each time a dialog or the phone's Rules sheet shows them. Its lines are the text's.
    <AlertBox severity="info" variant="outlined" role="note" style={{ whiteSpace: 'pre-line' }}>
      {text}
    </AlertBox>
  );
}
