import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useNumbersRealtime } from '@/features/numbers/hooks/use-numbers-realtime';
import { useModals } from '@/state/modals';
import { ActivationActions } from './activation-actions';
import { ActiveNumbersView } from './active-numbers-view';
import { LatestPurchases } from './latest-purchases';
import { LifecycleRules } from './lifecycle-rules';
import { NumberDialogs } from './number-dialogs';

/** /activations: the rules, the active activations, the latest purchases and a fast-number button. */
export function ActivationsView({ live }: { live?: boolean }) {
  const { t } = useTranslation('numbers');
  useNumbersRealtime();
  const modals = useModals();
  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {t('active.pageTitle')}
        </Typography>
        {/* Another number without leaving the list: the fast-number dialog. */}
        <Button variant="contained" onClick={() => modals.open('fastNumber')}>
          {t('buy.fastTitle')}
        </Button>
      </Stack>
      {/* On a phone the rules wait behind the list's "Rules" button: the numbers come first. */}
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <LifecycleRules kind="activation" />
      </Box>
      <ActiveNumbersView
        kind="activation"
        live={live}
        rules={<LifecycleRules kind="activation" />}
        renderActions={(entry) => <ActivationActions entry={entry} />}
      />
      <LatestPurchases kind="activation" />
      <NumberDialogs fastNumber />
    </Stack>
  );
}
