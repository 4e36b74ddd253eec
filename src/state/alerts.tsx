import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import type { Alert } from '@/lib/error-catalogue';
import { createAlertQueue, type AlertQueue } from './alert-queue';

/** Spec §8: 2 visible on desktop, 1 on mobile, each gone after 5 s. */
export const MAX_ALERTS_DESKTOP = 2;
export const MAX_ALERTS_MOBILE = 1;
export const ALERT_HIDE_MS = 5000;

interface AlertsValue {
  show(alert: Alert): void;
  /** Shows them one every 300 ms. */
  showMany(alerts: readonly Alert[]): void;
}

const AlertsContext = createContext<AlertsValue | null>(null);

function CloseAction({ id }: { id: SnackbarKey }) {
  const { t } = useTranslation('common');
  return (
    <IconButton size="small" color="inherit" aria-label={t('actions.close')} onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

function AlertsBridge({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);
  const queue = useRef<AlertQueue<Alert> | null>(null);

  const show = useCallback((alert: Alert) => {
    const text = 'message' in alert ? alert.message : tRef.current(alert.messageKey);
    enqueueSnackbar(text, { variant: alert.variant });
  }, []);

  useEffect(() => {
    const q = createAlertQueue(show);
    queue.current = q;
    return () => q.dispose();
  }, [show]);

  const showMany = useCallback((alerts: readonly Alert[]) => {
    if (queue.current) queue.current.push(alerts);
    else alerts.forEach(show);
  }, [show]);

  const value = useMemo(() => ({ show, showMany }), [show, showMany]);
  return <AlertsContext.Provider value={value}>{children}</AlertsContext.Provider>;
}

export function AlertsProvider({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: false });
  return (
    <SnackbarProvider
      maxSnack={mobile ? MAX_ALERTS_MOBILE : MAX_ALERTS_DESKTOP}
      autoHideDuration={ALERT_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: mobile ? 'center' : 'left' }}
      action={(id) => <CloseAction id={id} />}
      preventDuplicate
    >
      <AlertsBridge>{children}</AlertsBridge>
    </SnackbarProvider>
  );
}

export function useAlerts(): AlertsValue {
  const value = useContext(AlertsContext);
  if (!value) throw new Error('useAlerts outside AlertsProvider');
  return value;
}
