import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { useSWRConfig } from 'swr';
import { isApiError } from '@/lib/http';
import { USER_KEY } from '@/state/ssr-user';
import { bumpSessionGeneration } from '@/state/auth-session';
import { useOnUnauthorized } from '@/hooks/use-on-unauthorized';

/**
 * Session events outside any request a component made (spec §4): the user request failing
 * with 401 (the session died elsewhere: revoked, expired) runs the 401 journey; going back in
 * history across a locale change reloads the user (its texts and locale came from the other one);
 * a sign-out counts as a token change.
 */
export function useSessionEvents(userError: unknown, userId: number | null): void {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const onUnauthorized = useOnUnauthorized();

  useEffect(() => {
    if (isApiError(userError) && userError.status === 401) void onUnauthorized();
  }, [userError, onUnauthorized]);

  const previousUser = useRef(userId);
  useEffect(() => {
    if (previousUser.current !== null && userId === null) bumpSessionGeneration();
    previousUser.current = userId;
  }, [userId]);

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
