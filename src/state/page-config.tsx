import { createContext, useContext, type ReactNode } from 'react';
import type { PublicConfig } from '@/lib/page-props';
import { instanceProfile } from '@/lib/instance';

/**
 * Used where the server gave no config (the statically built 404 page): no counters,
 * indexing allowed, the global chat link, nothing closed.
 */
export const fallbackConfig: PublicConfig = {
  profile: { ...instanceProfile('cis_eu'), counter: false },
  closedPages: [],
  allowedIds: [],
  origin: '',
  realtime: { key: '', host: '', port: 0, tls: false },
  currency: 'usd',
};

const ConfigContext = createContext<PublicConfig>(fallbackConfig);

export function ConfigProvider({ config, children }: { config: PublicConfig | undefined; children: ReactNode }) {
  return <ConfigContext.Provider value={config ?? fallbackConfig}>{children}</ConfigContext.Provider>;
}

export function useConfig(): PublicConfig {
  return useContext(ConfigContext);
}
