import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DialogCloseButton } from '@/components/common/dialog-close-button';
import { useTranslation } from 'next-i18next/pages';
import { useAuth } from '@/hooks/use-auth';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { useModals } from '@/state/modals';
import { CatalogPicker } from './catalog-picker';
import { PricePanel } from './price-panel';

/** The fast-number dialog (modal flag `fastNumber`): the whole buy flow from any page. */
export default function FastNumberDialog() {
  const { t } = useTranslation('numbers');
  const modals = useModals();
  const { signedIn } = useAuth();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const close = () => modals.close('fastNumber');
  const dialog = useFocusReturn(modals.flags.fastNumber);
  return (
    <Dialog
      ref={dialog}
      open={modals.flags.fastNumber}
      onClose={close}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby="fast-number-title"
    >
      <DialogTitle id="fast-number-title" sx={{ pr: 6 }}>
        {t('buy.fastTitle')}
      </DialogTitle>
      <DialogCloseButton onClick={close} />
      <DialogContent>
        <CatalogPicker
          kind="activation"
          signedIn={signedIn}
          renderPrice={(service, country) => (
            <PricePanel key={`${service?.id}:${country?.id}`} service={service} country={country} signedIn={signedIn} />
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
