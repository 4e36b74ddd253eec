import { useCallback, useMemo, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { SWRConfig } from 'swr';
import type { PublicConfig } from '@/lib/page-props';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import { usePageLocale } from '@/hooks/use-page-locale';
import { AlertsProvider } from '@/state/alerts';
import { ConfigProvider } from '@/state/page-config';
import { ModalsProvider } from '@/state/modals';
import { SsrUserProvider, USER_KEY, cacheWithUser, type SessionUser } from '@/state/ssr-user';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { RouteProgress } from './route-progress';
import { BrowserEffects } from './browser-effects';

// It renders nothing and its work (401 journey, marketing capture, realtime) can start after
// hydration; loading it on demand keeps zod and the realtime glue out of the shared first load.
const SessionLifecycle = dynamic(
  () => import('@/features/auth/components/session-lifecycle').then((m) => m.SessionLifecycle),
  {
    ssr: false,
  },
);

/**
 * Every SWR failure goes through the error catalogue once, here. The user request is the
 * session lifecycle's: it runs the 401 journey itself, and other failures of it are only
 * logged (spec §8 "auth module fetch failure").
 */
function DataLayer({ user, children }: { user: SessionUser | null | undefined; children: ReactNode }) {
  usePageLocale();
  const handle = useApiErrorHandler();
  const onError = useCallback(
    (error: unknown, key: string) => {
      if (key === USER_KEY) console.warn('user request failed', error);
      else handle(error);
    },
    [handle],
  );
  // One object for the page's life: SWR keys its context on this value's identity, and this
  // component re-renders whenever a dialog opens or the route changes (its hooks read both).
  // A fresh literal re-rendered every component reading data with it, in one synchronous task.
  // SWR calls `provider` once, at the first render: the cache starts with the server's user.
  const [cache] = useState(() => cacheWithUser(user));
  const swrConfig = useMemo(() => ({ onError, errorRetryCount: 1, provider: () => cache }), [onError, cache]);
  return (
    <SWRConfig value={swrConfig}>
      <SsrUserProvider user={user}>{children}</SsrUserProvider>
    </SWRConfig>
  );
}

/** The client state every page shares; must sit inside the MUI theme. */
export function AppProviders({
  config,
  user,
  children,
}: {
  config: PublicConfig | undefined;
  user: SessionUser | null | undefined;
  children: ReactNode;
}) {
  return (
    <ConfigProvider config={config}>
      <ModalsProvider>
        <AlertsProvider>
          <DataLayer user={user}>
            <SessionLifecycle />
            <BrowserEffects />
            <RouteProgress />
            {children}
            <AuthDialogs />
          </DataLayer>
        </AlertsProvider>
      </ModalsProvider>
    </ConfigProvider>
  );
}
