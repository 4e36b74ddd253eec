import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { PublicConfig } from '@/lib/page-props';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import { useCounterScripts } from '@/hooks/use-counter-scripts';
import { AlertsProvider } from '@/state/alerts';
import { ConfigProvider, useConfig } from '@/state/page-config';
import { ModalsProvider } from '@/state/modals';
import { SsrUserProvider, type SessionUser } from '@/state/ssr-user';
import { RouteProgress } from './route-progress';

/** Every SWR failure goes through the error catalogue once, here. */
function DataLayer({ user, children }: { user: SessionUser | null | undefined; children: ReactNode }) {
  const onError = useApiErrorHandler();
  return (
    <SWRConfig value={{ onError, errorRetryCount: 1 }}>
      <SsrUserProvider user={user}>{children}</SsrUserProvider>
    </SWRConfig>
  );
}

function CounterScripts() {
  useCounterScripts(useConfig().profile.counter);
  return null;
}

/** The client state every page shares; must sit inside the MUI theme. */
export function AppProviders({ config, user, children }: { config: PublicConfig | undefined; user: SessionUser | null | undefined; children: ReactNode }) {
  return (
    <ConfigProvider config={config}>
      <ModalsProvider>
        <AlertsProvider>
          <DataLayer user={user}>
            <CounterScripts />
            <RouteProgress />
            {children}
          </DataLayer>
        </AlertsProvider>
      </ModalsProvider>
    </ConfigProvider>
  );
}
