import { Link } from '@/components/common/app-link';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Placeholder } from '@/components/common/placeholder';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useLatestPurchases } from '@/features/numbers/hooks/use-latest-purchases';
import { useCharged } from '@/features/numbers/hooks/use-charged';
import { useMoney } from '@/hooks/use-money';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { useModals } from '@/state/modals';
import { ActivationActions } from './activation-actions';
import { LifecycleRules } from './lifecycle-rules';
import { NumberRow } from './number-row';
import { NumberRows } from './number-rows';
import { listPriceOf, PriceDiscount } from './price-discount';

/**
 * The activation dialog (spec §2 modal flag `activation`): the number just bought, waiting
 * for its code. It reads the newest purchase from the cache the buy call has just written,
 * so live codes land here too.
 */
export default function ActivationDialog() {
  const { t } = useTranslation('numbers');
  const modals = useModals();
  const { data } = useLatestPurchases('activation');
  const money = useMoney();
  const entry = data?.purchases[0];
  const charged = useCharged('activation', entry?.id);
  // The buy answer's figures while they are cached, else the receipt stored with the purchase.
  const receipt = charged ?? entry;
  const close = () => modals.close('activation');
  const dialog = useFocusReturn(modals.flags.activation);
  return (
    <Dialog
      ref={dialog}
      open={modals.flags.activation}
      onClose={close}
      fullWidth
      maxWidth="md"
      aria-labelledby="activation-title"
    >
      <DialogTitle id="activation-title">{t('buy.boughtTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {entry ? (
            <NumberRows>
              <NumberRow entry={entry} actions={<ActivationActions entry={entry} />} />
            </NumberRows>
          ) : (
            <Placeholder variant="rounded" height={88} />
          )}
          {receipt && listPriceOf(receipt) !== null && (
            // The receipt: what the discount saved, only when there was one.
            <Typography
              data-testid="charged"
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}
            >
              {t('buy.charged', { price: money(receipt.price) })}
              <PriceDiscount quote={receipt} level={charged ?? {}} money={money} />
            </Typography>
          )}
          <LifecycleRules kind="activation" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button component={Link} href="/activations" onClick={close}>
          {t('buy.allActive')}
        </Button>
        {/* Focus starts here, where a keyboard user sees it: MUI's focus trap otherwise puts it
            on the dialog's container, which shows no focus (the keyboard journey saw it there). */}
        <Button variant="contained" onClick={close} autoFocus>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
