import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useSWRConfig, type Cache } from 'swr';
import type { User } from '@contracts/user';
import { apiPath } from '@/lib/api-client';
import { getUser } from '@/lib/api-routes/user';

/** What the browser may hold: the upstream API key never leaves the server. */
export type SessionUser = Omit<User, 'key'>;

export const USER_KEY = apiPath(getUser);

/** `undefined`: this page's server render did not read the session. `null`: a guest. */
type SsrUser = SessionUser | null | undefined;

const SsrUserContext = createContext<SsrUser>(undefined);

/**
 * The app's SWR cache, holding the user the page's server render read before anything renders
 * (SWRConfig's `provider`). Written after hydration instead, the user reached every `useUser`
 * in the page as a change: SWR hydrates each hook from the cache as it was before the browser's
 * first write, so each one then rendered again, synchronously, and the whole page with it (the
 * header, the prices, the catalogue; 190–570 ms at 4× CPU, issue 17). Seeded here, the cache
 * already holds what the server rendered.
 */
export function cacheWithUser(user: SsrUser): Cache {
  // `_k`: the key as SWR notes it on a hook's mount, so that mount writes nothing
  // (patches/swr+*.patch).
  return new Map(user === undefined ? [] : [[USER_KEY, { data: user, _k: USER_KEY }]]);
}

/**
 * Hands the page's server-read user to `useUser` (its fallback) and keeps the user cache in step
 * with it: a client navigation whose server render read the session writes what it read. What
 * the cache already holds (the first page's user, from `cacheWithUser`) is not written again.
 */
export function SsrUserProvider({ user, children }: { user: SsrUser; children: ReactNode }) {
  const { mutate, cache } = useSWRConfig();
  useEffect(() => {
    if (user !== undefined && cache.get(USER_KEY)?.data !== user) void mutate(USER_KEY, user, { revalidate: false });
  }, [user, mutate, cache]);
  return <SsrUserContext.Provider value={user}>{children}</SsrUserContext.Provider>;
}

export function useSsrUser(): SsrUser {
  return useContext(SsrUserContext);
}
