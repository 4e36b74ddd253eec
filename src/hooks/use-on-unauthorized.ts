import { useCallback, useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { classifyResponse, type Verdict } from '@/lib/error-catalogue';
import { useModals } from '@/state/modals';
import { useSignOutLocally } from './use-sign-out-locally';

/** What a 401 means (spec §4, §8), as the error catalogue's 401 row says it. */
export const unauthorizedVerdict = (loaderShown: boolean): Verdict =>
  classifyResponse({ status: 401, hasResponse: true, loaderShown });

/**
 * The one 401 journey in the browser: the session is gone, so the user is signed out here,
 * sent home and offered the login dialog (registration while the loader shows). Every entry
 * ends here: a failed SWR read or mutation (through useApiErrorHandler), the user refresh
 * (useSessionEvents) and a refused realtime channel (useRealtimeConnection).
 */
export function useOnUnauthorized(): () => Promise<void> {
  const router = useRouter();
  const modals = useModals();
  const signOutLocally = useSignOutLocally();
  // Callers keep the first callback they got (SWR's onError, the realtime client): read the
  // latest state through a ref.
  const latest = useRef({ router, modals, signOutLocally });
  useEffect(() => {
    latest.current = { router, modals, signOutLocally };
  });

  return useCallback(async () => {
    const { router, modals, signOutLocally } = latest.current;
    const verdict = unauthorizedVerdict(modals.flags.loader);
    // Signing in again comes back here: the page's work (a draft, use-draft.ts) is still there.
    // The app's own path; the sign-in that reads it checks it again (use-complete-sign-in.ts).
    const from = router.asPath;
    await signOutLocally();
    // Loaded here, not with every page: the sign-in journey's state is the dialogs' (shared chunk budget).
    if (verdict.openModal && from !== verdict.redirect)
      (await import('@/state/auth-flow')).setAuthFlow({ redirect: from });
    if (verdict.redirect && router.pathname !== verdict.redirect) await router.push(verdict.redirect);
    if (verdict.openModal) {
      modals.closeAll();
      modals.open(verdict.openModal);
    }
  }, []);
}
