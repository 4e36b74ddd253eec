import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useNumbersRealtime } from '@/hooks/activations/use-numbers-realtime';
import { ActivationActions } from './activation-actions';
import { ActiveNumbersView } from './active-numbers-view';
import { LatestPurchases } from './latest-purchases';
import { LifecycleRules } from './lifecycle-rules';
import { NumberDialogs } from './number-dialogs';

/** /activations: the rules, the active activations and the latest purchases. */
export function ActivationsView({ live: liveOverride }: { live?: boolean }) {
  const { t } = useTranslation('numbers');
  const connected = useNumbersRealtime();
  const live = liveOverride ?? connected;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('active.pageTitle')}
      </Typography>
      <LifecycleRules kind="activation" />
      <ActiveNumbersView kind="activation" live={live} renderActions={(entry, now) => <ActivationActions entry={entry} now={now} />} />
      <LatestPurchases kind="activation" />
      <NumberDialogs />
    </Stack>
  );
}
