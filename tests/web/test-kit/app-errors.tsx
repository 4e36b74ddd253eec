import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useApiErrorHandler } from '@/hooks/use-api-error';

/**
 * The app's own SWR error path (app-providers.tsx): every failed read goes to the error
 * catalogue, which shows its pop-up. renderApp leaves it out; a test of what a read's failure
 * shows wraps its view in this.
 */
export function AppErrors({ children }: { children: ReactNode }) {
  const handle = useApiErrorHandler();
  return <SWRConfig value={{ onError: (error: unknown) => handle(error) }}>{children}</SWRConfig>;
}
