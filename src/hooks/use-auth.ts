import { useCallback } from 'react';
import { useRouter } from 'next/router';
import { apiRequest } from '@/lib/api-client';
import { logout as logoutRoute } from '@/lib/api-routes/auth';
import type { SessionUser } from '@/state/ssr-user';
import { useUser } from './use-user';
import { useSignOutLocally } from './use-sign-out-locally';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface Auth {
  status: AuthStatus;
  user: SessionUser | null;
  /** Spec §4: status is not unauthenticated and a user object is loaded. */
  signedIn: boolean;
  logout(): Promise<void>;
}

export function authStatus(data: SessionUser | null | undefined, isLoading: boolean): AuthStatus {
  if (data) return 'authenticated';
  if (data === undefined && isLoading) return 'loading';
  return 'unauthenticated';
}

export function useAuth(): Auth {
  const { data, isLoading } = useUser();
  const router = useRouter();
  const signOutLocally = useSignOutLocally();
  const status = authStatus(data, isLoading);

  const logout = useCallback(async () => {
    // Even if the server call fails the user asked to leave: forget them here anyway.
    await apiRequest(logoutRoute).catch(() => undefined);
    // Its drafts and pending purchase go with it. Loaded on sign-out, not with every page (the
    // shared chunk's budget).
    (await import('@/state/signed-out-tab')).forgetSignedOutWork();
    await signOutLocally();
    await router.push('/');
  }, [router, signOutLocally]);

  return { status, user: data ?? null, signedIn: status !== 'unauthenticated' && Boolean(data), logout };
}
