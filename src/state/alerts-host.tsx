import { SnackbarProvider, closeSnackbar, enqueueSnackbar as enqueue, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { visuallyHidden } from '@mui/utils';
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

/**
 * While a dialog, sheet or menu is open, MUI hides everything outside it from assistive
 * technology (aria-hidden on the app's root, where the alerts render), so an alert over a
 * modal (a refused extension, a refund arriving) was shown but never heard. Its text is also
 * put in a visually hidden alert inside the top-most open modal (in its dialog, when it is
 * one), for as long as it shows.
 */
function echoInOpenModal(text: string): void {
  const open = document.querySelectorAll<HTMLElement>('.MuiModal-root:not(.MuiModal-hidden):not([aria-hidden="true"])');
  const top = open[open.length - 1];
  if (!top) return;
  const echo = document.createElement('div');
  echo.setAttribute('role', 'alert');
  Object.assign(echo.style, visuallyHidden);
  echo.textContent = text;
  (top.querySelector('[role="dialog"]') ?? top).append(echo);
  setTimeout(() => echo.remove(), ALERT_HIDE_MS);
}

export const enqueueSnackbar = ((message, options) => {
  if (typeof message === 'string') echoInOpenModal(message);
  return enqueue(message, options);
}) as typeof enqueue;

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
