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
import type { NumberKind } from '@/lib/number-cache';
import { ActivationActions } from './activation-actions';
import { RentActions } from './rent-actions';
import { LifecycleRules } from './lifecycle-rules';
import { NumberRow } from './number-row';
import { NumberRows } from './number-rows';
import { listPriceOf, PriceDiscount } from './price-discount';

/**
 * "Your number is ready": the number just bought, waiting for its code. An activation's is spec
 * §2's modal flag `activation`; a rental's (flag `rent`) is ours: a rental bought on a phone
 * landed below the catalogue, out of sight, with no sign of the number or the discount it was
 * charged at. It reads the newest purchase from the cache the buy call has just written, so
 * live codes land here too, and the row carries the kind's own actions (a rental's Extend).
 */
export default function BoughtDialog({ kind }: { kind: NumberKind }) {
  const { t } = useTranslation('numbers');
  const modals = useModals();
  const { data } = useLatestPurchases(kind);
  const money = useMoney();
  const entry = data?.purchases[0];
  const charged = useCharged(kind, entry?.id);
  // The buy answer's figures while they are cached, else the receipt stored with the purchase.
  const receipt = charged ?? entry;
  const close = () => modals.close(kind);
  const dialog = useFocusReturn(modals.flags[kind]);
  return (
    <Dialog
      ref={dialog}
      open={modals.flags[kind]}
      onClose={close}
      fullWidth
      maxWidth="md"
      aria-labelledby="bought-title"
    >
      <DialogTitle id="bought-title">{t('buy.boughtTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {entry ? (
            <NumberRows>
              <NumberRow
                entry={entry}
                actions={entry.type === 'rent' ? <RentActions entry={entry} /> : <ActivationActions entry={entry} />}
              />
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
          <LifecycleRules kind={kind} />
        </Stack>
      </DialogContent>
      <DialogActions>
        {/* A rental is bought on /rent, whose list holds it already. */}
        {kind === 'activation' && (
          <Button component={Link} href="/activations" onClick={close}>
            {t('buy.allActive')}
          </Button>
        )}
        {/* Focus starts here, where a keyboard user sees it: MUI's focus trap otherwise puts it
            on the dialog's container, which shows no focus (the keyboard journey saw it there). */}
        <Button variant="contained" onClick={close} autoFocus>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
