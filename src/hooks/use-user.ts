import useSWR, { useSWRConfig } from 'swr';
import { getJson, isApiError } from '@/lib/http';
import { USER_KEY, useSsrUser, type SessionUser } from '@/state/ssr-user';

/** Spec §9: session refresh every 60 s, and on focus, while signed in. */
export const USER_REFRESH_MS = 60_000;

/**
 * The signed-in user, or null for a guest; undefined while the first request runs.
 *
 * `poll`: this instance runs the 60 s refresh. SWR arms one timer per hook instance, so
 * instances mounted at different moments (a page's after a client navigation) would each
 * poll on their own phase: twice a minute or more. Only the session lifecycle, mounted once
 * for the whole app, polls; every other instance reads the same cache entry.
 */
export function useUser({ poll = false }: { poll?: boolean } = {}) {
  const initial = useSsrUser();
  const { cache } = useSWRConfig();
  const signedIn = Boolean(cache.get(USER_KEY)?.data ?? initial);
  return useSWR<SessionUser | null>(
    USER_KEY,
    async (key: string) => {
      try {
        return (await getJson<{ user: SessionUser }>(key)).user;
      } catch (error) {
        // A guest's 401 just means "not signed in". Only a session that was signed in
        // and got lost goes on to the global 401 flow (sign out, home, login dialog).
        if (isApiError(error) && error.status === 401 && !cache.get(key)?.data) return null;
        throw error;
      }
    },
    {
      fallbackData: initial,
      // The server has just read the session for this page; asking again on mount is waste.
      revalidateOnMount: initial === undefined,
      // A number, not a function of the data: SWR reads a function once when the hook mounts,
      // before the SSR user is in the cache, and would never start the timer; a changed number
      // re-arms it on sign-in and stops it on sign-out.
      refreshInterval: poll && signedIn ? USER_REFRESH_MS : 0,
      revalidateOnFocus: signedIn,
      shouldRetryOnError: false,
    },
  );
}
