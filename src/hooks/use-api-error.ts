import { useCallback, useRef, useEffect } from 'react';
import { useRouter } from 'next/router';
import { classifyResponse, type ResponseFacts, type Verdict } from '@/lib/error-catalogue';
import { isApiError } from '@/lib/http';
import { useAlerts } from '@/state/alerts';
import { useModals } from '@/state/modals';
import { reportError } from '@/state/error-reporting';
import { useOnUnauthorized } from './use-on-unauthorized';

/** Any thrown value, as the catalogue's input. Non-API errors are bugs: no response, reported. */
export function verdictFor(error: unknown, loaderShown: boolean): Verdict {
  if (!isApiError(error)) return classifyResponse({ status: 0, hasResponse: false, loaderShown });
  return classifyResponse({
    status: error.status,
    body: error.body,
    hasResponse: error.hasResponse,
    loaderShown,
    retryAfter: error.retryAfter,
  });
}

/**
 * The one place a failed call turns into UI: used as SWR's global `onError` and by every
 * mutation's catch. A 401 goes on to the one 401 journey (useOnUnauthorized). Returns the
 * verdict so a caller can add its own handling.
 */
export function useApiErrorHandler(): (error: unknown) => Verdict {
  const router = useRouter();
  const alerts = useAlerts();
  const modals = useModals();
  const onUnauthorized = useOnUnauthorized();
  // SWR keeps the first onError it sees; read the latest state through refs.
  const latest = useRef({ router, alerts, modals, onUnauthorized });
  useEffect(() => {
    latest.current = { router, alerts, modals, onUnauthorized };
  });

  return useCallback((error: unknown) => {
    const { router, alerts, modals, onUnauthorized } = latest.current;
    const verdict = verdictFor(error, modals.flags.loader);
    if (verdict.report) reportError(error);
    // Several field errors are shown one every 300 ms (spec §8).
    if (verdict.alerts.length > 0) alerts.showMany(verdict.alerts);
    if (verdict.signOut) {
      void onUnauthorized();
      return verdict;
    }
    const afterNavigation = async () => {
      if (verdict.redirect && router.pathname !== verdict.redirect) await router.push(verdict.redirect);
      if (verdict.openModal) {
        modals.closeAll();
        modals.open(verdict.openModal);
      }
    };
    void afterNavigation();
    return verdict;
  }, []);
}

/**
 * Spec §8 for answers that succeeded at HTTP level: `{status:true, message}` shows a
 * confirmation, a message without a true status shows an error. Mutations pass their body.
 */
export function useApiNotice(): (body: unknown) => Verdict {
  const alerts = useAlerts();
  return useCallback(
    (body: unknown) => {
      const facts = body && typeof body === 'object' ? (body as ResponseFacts['body']) : undefined;
      const verdict = classifyResponse({ status: 200, body: facts, hasResponse: true });
      if (verdict.alerts.length > 0) alerts.showMany(verdict.alerts);
      return verdict;
    },
    [alerts],
  );
}
