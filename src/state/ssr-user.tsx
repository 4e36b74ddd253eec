import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import type { User } from '@contracts/user';
import { apiPath } from '@/lib/api-client';
import { getUser } from '@/lib/api-routes';

/** What the browser may hold: the upstream API key never leaves the server. */
export type SessionUser = Omit<User, 'key'>;

export const USER_KEY = apiPath(getUser);

/** `undefined`: this page's server render did not read the session. `null`: a guest. */
type SsrUser = SessionUser | null | undefined;

const SsrUserContext = createContext<SsrUser>(undefined);

/**
 * Seeds the user cache from the page's server props so the first paint already shows
 * the right header, and re-syncs it on each client navigation that re-read the session.
 */
export function SsrUserProvider({ user, children }: { user: SsrUser; children: ReactNode }) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (user !== undefined) void mutate(USER_KEY, user, { revalidate: false });
  }, [user, mutate]);
  return <SsrUserContext.Provider value={user}>{children}</SsrUserContext.Provider>;
}

export function useSsrUser(): SsrUser {
  return useContext(SsrUserContext);
}
