import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { useSWRConfig } from 'swr';
import { isApiError, setPageUser } from '@/lib/http';
import { USER_KEY } from '@/state/ssr-user';
import { bumpSessionGeneration } from '@/state/auth-session';
import { useOnUnauthorized } from '@/hooks/use-on-unauthorized';

/** Tabs of one browser share the session cookie: a sign-in or sign-out in one is news to the others. */
const TABS_CHANNEL = 'codeport-session';

/**
 * Session events outside any request a component made (spec §4): the user request failing
 * with 401 (the session died elsewhere: revoked, expired) runs the 401 journey; going back in
 * history across a locale change reloads the user (its texts and locale came from the other one);
 * a sign-out, or another account signed in, counts as a token change, and the other tabs are
 * told to read the user again.
 */
export function useSessionEvents(userError: unknown, userId: number | null): void {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const onUnauthorized = useOnUnauthorized();

  useEffect(() => {
    if (isApiError(userError) && userError.status === 401) void onUnauthorized();
  }, [userError, onUnauthorized]);

  // Changes carry the account this page shows; the BFF refuses them for another's session.
  useEffect(() => setPageUser(userId, () => void mutate(USER_KEY)), [userId, mutate]);

  const tabs = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(TABS_CHANNEL);
    channel.onmessage = () => void mutate(USER_KEY);
    tabs.current = channel;
    return () => channel.close();
  }, [mutate]);

  const previousUser = useRef(userId);
  useEffect(() => {
    const before = previousUser.current;
    previousUser.current = userId;
    if (before === userId) return;
    tabs.current?.postMessage('user');
    if (before === null) return;
    bumpSessionGeneration();
    // Another account now (signed in as someone else in another tab): nothing read for the
    // one before stays on screen; what is mounted is read again for this one.
    if (userId !== null) void mutate((key) => key !== USER_KEY, undefined, { revalidate: true });
  }, [userId, mutate]);

  const locale = useRef(router.locale);
  useEffect(() => {
    let back = false;
    const onPop = () => {
      back = true;
    };
    const onDone = () => {
      if (back && router.locale !== locale.current) void mutate(USER_KEY);
      back = false;
      locale.current = router.locale;
    };
    window.addEventListener('popstate', onPop);
    router.events.on('routeChangeComplete', onDone);
    return () => {
      window.removeEventListener('popstate', onPop);
      router.events.off('routeChangeComplete', onDone);
    };
  }, [router, mutate]);
}
