import { useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * Hands the server's answers (by SWR key) to the hooks below, so the first paint is the
 * server-rendered content and the hooks revalidate it instead of starting empty.
 */
export function ServerData({
  fallback,
  children,
}: {
  fallback: Record<string, unknown> | undefined;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ fallback: fallback ?? {} }), [fallback]);
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
