import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { Alert } from '@/lib/error-catalogue';
import { createAlertQueue, type AlertQueue } from './alert-queue';

export { ALERT_HIDE_MS, MAX_ALERTS_DESKTOP, MAX_ALERTS_MOBILE } from './alert-limits';

interface AlertsValue {
  show(alert: Alert): void;
  /** Shows them one every 300 ms. */
  showMany(alerts: readonly Alert[]): void;
}

const AlertsContext = createContext<AlertsValue | null>(null);

type HostModule = typeof import('./alerts-host');
let hostModule: HostModule | null = null;
let hostLoading: Promise<HostModule> | null = null;

/**
 * notistack is loaded on demand (it is not needed to paint a page): when the browser is idle
 * after hydration, or at the first alert if that comes sooner. Tests await it up front.
 */
export function loadAlertsHost(): Promise<HostModule> {
  hostLoading ??= import('./alerts-host').then(
    (m) => (hostModule = m),
    (error: unknown) => {
      hostLoading = null; // a later alert tries again
      throw error;
    },
  );
  return hostLoading;
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1500);
  return () => window.clearTimeout(id);
}

interface Snack {
  text: string;
  variant: Alert['variant'];
}

export function AlertsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);
  const [host, setHost] = useState<HostModule | null>(hostModule);
  const ready = useRef(false);
  const pending = useRef<Snack[]>([]);
  const queue = useRef<AlertQueue<Alert> | null>(null);

  const mountHost = useCallback(() => {
    loadAlertsHost().then(
      (m) => setHost(() => m),
      (error: unknown) => console.warn('alerts could not load', error),
    );
  }, []);

  const onReady = useCallback(() => {
    ready.current = true;
    for (const snack of pending.current.splice(0)) hostModule?.enqueueSnackbar(snack.text, { variant: snack.variant });
  }, []);

  useEffect(() => {
    if (host) return undefined;
    return whenIdle(mountHost);
  }, [host, mountHost]);

  const show = useCallback(
    (alert: Alert) => {
      const snack = {
        text: 'message' in alert ? alert.message : tRef.current(alert.messageKey, alert.params ?? {}),
        variant: alert.variant,
      };
      if (ready.current && hostModule) hostModule.enqueueSnackbar(snack.text, { variant: snack.variant });
      else {
        pending.current.push(snack);
        mountHost();
      }
    },
    [mountHost],
  );

  useEffect(() => {
    const q = createAlertQueue(show);
    queue.current = q;
    return () => q.dispose();
  }, [show]);

  const showMany = useCallback(
    (alerts: readonly Alert[]) => {
      if (queue.current) queue.current.push(alerts);
      else alerts.forEach(show);
    },
    [show],
  );

  const value = useMemo(() => ({ show, showMany }), [show, showMany]);
  return (
    <AlertsContext.Provider value={value}>
      {children}
      {host && <host.AlertsHost onReady={onReady} />}
    </AlertsContext.Provider>
  );
}

export function useAlerts(): AlertsValue {
  const value = useContext(AlertsContext);
  if (!value) throw new Error('useAlerts outside AlertsProvider');
  return value;
}
