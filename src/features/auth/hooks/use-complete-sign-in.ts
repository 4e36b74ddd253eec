import { useCallback } from 'react';
import { useRouter } from 'next/router';
import { useSWRConfig } from 'swr';
import { SIGN_IN_ABORTED } from '@contracts/sign-in-aborted';
import { isApiError } from '@/lib/http';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { useModals } from '@/state/modals';
import { USER_KEY } from '@/state/ssr-user';
import { clearAuthSecrets, getAuthFlow, setAuthFlow } from '@/state/auth-flow';
import { bumpSessionGeneration } from '@/state/auth-session';

/** A sign-in the server abandoned on purpose (spec §4): no alert, no next step. */
export function isSignInAborted(error: unknown): boolean {
  return isApiError(error) && error.code === SIGN_IN_ABORTED;
}

/**
 * What every successful sign-in does (password, email code, social, 2FA retry): dialogs close,
 * the user is loaded, the realtime connection is reopened for the new token, and the saved
 * redirect (a guarded route the guest came from) is opened. Returns false when aborted.
 */
export function useCompleteSignIn(): (answer: unknown) => Promise<boolean> {
  const { mutate } = useSWRConfig();
  const { closeAll } = useModals();
  const router = useRouter();
  return useCallback(
    async (answer: unknown) => {
      // The answer's schemas (and zod with them) load when a sign-in completes, not with the page.
      const { browserUser, signInAnswer } = await import('../utils/sign-in-answer');
      const parsed = signInAnswer.safeParse(answer);
      if (!parsed.success || parsed.data.status !== true) return false;
      const target = safeRedirectPath(getAuthFlow().redirect);
      clearAuthSecrets();
      setAuthFlow({ redirect: null });
      closeAll();
      const seeded = browserUser.safeParse(parsed.data.user);
      if (seeded.success) await mutate(USER_KEY, seeded.data, { revalidate: false });
      else await mutate(USER_KEY);
      bumpSessionGeneration();
      // Guest-shaped data (favourite flags, prices in the guest currency) is stale now.
      void mutate((key) => key !== USER_KEY);
      if (target && target !== router.asPath) await router.push(target);
      return true;
    },
    [mutate, closeAll, router],
  );
}
