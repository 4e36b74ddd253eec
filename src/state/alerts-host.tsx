import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { ALERT_HIDE_MS, MAX_ALERTS_DESKTOP, MAX_ALERTS_MOBILE } from './alert-limits';

/**
 * notistack and its transitions (~8 kB gzip) live in this module, which AlertsProvider loads
 * after hydration (or at the first alert), so they are not part of every page's first load.
 */
export { enqueueSnackbar };

function CloseAction({ id }: { id: SnackbarKey }) {
  const { t } = useTranslation('common');
  return (
    <IconButton size="small" color="inherit" aria-label={t('actions.close')} onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** Renders notistack's container next to the page; `onReady` fires once enqueueSnackbar works. */
export function AlertsHost({ onReady }: { onReady: () => void }) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: false });
  // The provider's constructor wires the global enqueueSnackbar; its mount precedes this effect.
  useEffect(() => onReady(), [onReady]);
  return (
    <SnackbarProvider
      maxSnack={mobile ? MAX_ALERTS_MOBILE : MAX_ALERTS_DESKTOP}
      autoHideDuration={ALERT_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: mobile ? 'center' : 'left' }}
      action={(id) => <CloseAction id={id} />}
      preventDuplicate
    />
  );
}
