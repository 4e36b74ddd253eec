import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { useSWRConfig } from 'swr';
import { isApiError } from '@/lib/http';
import { apiRequest } from '@/lib/api-client';
import { socialLinkCallback } from '@/lib/api-routes/auth';
import { useModals } from '@/state/modals';
import { useAlerts } from '@/state/alerts';
import { setAuthFlow } from '@/state/auth-flow';
import { USER_KEY } from '@/state/ssr-user';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import { useSignOutLocally } from '@/hooks/use-sign-out-locally';
import { isSignInAborted, useCompleteSignIn } from './use-complete-sign-in';
import { isSocialService, sendSocialCallback, type SocialService } from './use-social-callback';
import { readCookie } from '../utils/marketing-query';

export const REWARD_COOKIE = 'reward';

/** The provider's query, minus the route's own `service` parameter; strings only. */
function providerQuery(query: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (key !== 'service' && typeof v === 'string') out[key] = v;
  }
  return out;
}

/** Runs `work` once, when the router has the query and the session state is known. */
function useOnceReady(ready: boolean, work: (service: SocialService, query: Record<string, string>) => Promise<void>) {
  const router = useRouter();
  const done = useRef(false);
  const latest = useRef(work);
  useEffect(() => {
    latest.current = work;
  });
  useEffect(() => {
    if (!router.isReady || !ready || done.current) return;
    done.current = true;
    const { service } = router.query;
    const query = providerQuery(router.query);
    const run = isSocialService(service) ? latest.current(service, query) : Promise.resolve();
    // Spec §4: in every case it then goes home.
    void run.finally(() => router.replace('/'));
  }, [router, ready]);
}

/**
 * /auth/{service}/callback (spec §4): signs out any current session, shows the loader, lets
 * the BFF send the referral and utm cookies with the callback, signs in on success and opens
 * the two-factor dialog on need-2fa-code. Telegram with no query means the widget could not
 * run (macOS Safari): `macosMessage` is shown instead.
 */
export function useSocialCallbackPage({
  signedIn,
  ready,
  macosMessage,
  emailTakenMessage,
}: {
  signedIn: boolean;
  ready: boolean;
  macosMessage: string;
  /** SOCIAL_EMAIL_TAKEN: sign in with the password, then link this provider in settings. */
  emailTakenMessage(service: SocialService): string;
}) {
  const modals = useModals();
  const alerts = useAlerts();
  const handleApiError = useApiErrorHandler();
  const signOutLocally = useSignOutLocally();
  const complete = useCompleteSignIn();

  useOnceReady(ready, async (service, query) => {
    if (service === 'telegram' && Object.keys(query).length === 0) {
      alerts.show({ variant: 'error', message: macosMessage });
      return;
    }
    modals.open('loader');
    // The BFF signs out the session this browser had once the callback's state proves this
    // browser started the sign-in (spec §4); a callback it refuses for its state (a link from
    // another site) leaves the user signed in.
    const signedOut = async (error?: unknown) => {
      if (!signedIn || (isApiError(error) && error.code === 'SIGN_IN_NOT_STARTED')) return;
      // A sign-out like the menu's: what the account signing out left in this tab goes with it.
      (await import('@/state/signed-out-tab')).forgetSignedOutWork();
      await signOutLocally();
    };
    try {
      const answer = await sendSocialCallback({ service, query });
      await signedOut();
      modals.close('loader');
      await complete(answer);
    } catch (error) {
      await signedOut(error);
      modals.close('loader');
      if (isSignInAborted(error)) return;
      if (isApiError(error) && error.action === 'need-2fa-code') {
        // The provider's code is spent: the two-factor retry answers the server's challenge.
        const retry: Record<string, string> = error.challenge ? { ...query, challenge: error.challenge } : query;
        setAuthFlow({ social: { service, query: retry } });
        modals.open('faCode');
        return;
      }
      if (isApiError(error) && error.code === 'SOCIAL_EMAIL_TAKEN') {
        // The owner signs in with the password, then links the provider (Settings → Security).
        alerts.show({ variant: 'error', message: emailTakenMessage(service) });
        setAuthFlow({ redirect: '/settings/security' });
        modals.open('login');
        return;
      }
      handleApiError(error);
    }
  });
}

/**
 * /auth/{service}/link-callback (spec §4): links the provider to the signed-in user; when the
 * answer has a status and the reward cookie is set, the cookie is cleared and the reward
 * dialog shows (unless the answer says nothing was credited). The user is reloaded either way.
 */
export function useSocialLinkPage({ ready, signedIn }: { ready: boolean; signedIn: boolean }) {
  const modals = useModals();
  const handleApiError = useApiErrorHandler();
  const { mutate } = useSWRConfig();

  useOnceReady(ready, async (service, query) => {
    if (!signedIn) {
      modals.open('login');
      return;
    }
    try {
      // Read leniently: an upstream may leave `reward` out.
      const answer: { status?: unknown; reward?: unknown } = await apiRequest(socialLinkCallback, {
        params: { service },
        query,
      });
      if (answer?.status && readCookie(REWARD_COOKIE)) {
        document.cookie = `${REWARD_COOKIE}=; Max-Age=0; Path=/`;
        // The reference upstream says what it credited: no dialog for an account linked before.
        if (typeof answer.reward !== 'number' || answer.reward > 0) modals.open('reward');
      }
    } catch (error) {
      handleApiError(error);
    }
    await mutate(USER_KEY);
  });
}
