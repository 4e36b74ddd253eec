import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { useModals } from '@/state/modals';
import { setAuthFlow } from '@/state/auth-flow';
import { captureMarketing, REFERRAL_MODAL_DELAY_MS, storeMarketing, type Query } from '../utils/marketing-query';
import { fetchMarketingAction, useMarketingAction } from './use-marketing-action';

/**
 * Reads what a link brought in the query, acts on it and takes it out of the address bar:
 * `login=1` (and `redirect`, set by the guarded-route redirect of spec §2) opens the login
 * dialog for a guest and remembers where to go after sign-in; `ref` and `utm_*` are stored
 * as marketing cookies, a referral link opens registration for a guest, and a campaign whose
 * utm_* the upstream knows opens the dialog it names (spec §4 marketing action).
 */
export function useEntryQuery(signedIn: boolean, ready: boolean): void {
  const router = useRouter();
  const { open } = useModals();
  const applyMarketingAction = useMarketingAction(signedIn);
  const { query, pathname, isReady } = router;

  useEffect(() => {
    if (!isReady || !ready) return;
    const marketing = captureMarketing(query as Query);
    const { login, redirect, ...rest } = marketing.rest;
    const wantsLogin = login !== undefined;
    if (!marketing.stripped && !wantsLogin) return;

    storeMarketing(marketing);
    if (!signedIn) {
      if (wantsLogin) {
        setAuthFlow({ redirect: safeRedirectPath(Array.isArray(redirect) ? redirect[0] : redirect) });
        open('login');
      } else if (marketing.referral) {
        // Not cleared on re-run: the shallow replace below re-runs this effect at once.
        setTimeout(() => open('registration'), REFERRAL_MODAL_DELAY_MS);
      }
      if (marketing.utm && !wantsLogin) {
        // A landing without a campaign rule, or an unreachable upstream, simply opens nothing.
        fetchMarketingAction(marketing.utm).then(applyMarketingAction, () => undefined);
      }
    }
    const kept = wantsLogin ? rest : marketing.rest;
    void router.replace({ pathname, query: kept }, undefined, { shallow: true, scroll: false });
  }, [isReady, ready, query, pathname, signedIn, open, router, applyMarketingAction]);
}
