import { useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, unstable_serialize, useSWRConfig, type Middleware } from 'swr';

/**
 * A hook whose key the server has just answered, and that the browser has no older answer
 * for, does not fetch it again as it mounts: the page was rendered from that answer a moment
 * ago. Revalidating it anyway cost every catalogue page a request and, on a phone, one or two
 * whole-page renders right after hydration (the list's `isValidating` going on, then off;
 * issue 17's profile of /service/whatsapp). A key that changes later (a search, the next
 * chunk), a focus or a reconnection revalidates as before, and so does a key the browser's
 * cache already held from an earlier page (its answer may be older than the server's).
 */
const trustFreshServerAnswers: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const { cache, fallback } = useSWRConfig();
  const [fresh] = useState(() => {
    const serialized = unstable_serialize(key);
    return serialized in fallback && cache.get(serialized) === undefined;
  });
  return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
};

/**
 * Hands the server's answers (by SWR key) to the hooks below, so the first paint is the
 * server-rendered content and the hooks start from it instead of starting empty.
 *
 * `fresh`: the answers are public data (the catalogue, the blog, the FAQ), not fetched again
 * as the page mounts (`trustFreshServerAnswers`). Signed-in pages leave it off: their lists can change between the
 * server's answer and hydration (a payment confirmed as the user comes back from the gateway).
 */
export function ServerData({
  fallback,
  fresh = false,
  children,
}: {
  fallback: Record<string, unknown> | undefined;
  fresh?: boolean;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ fallback: fallback ?? {}, ...(fresh ? { use: [trustFreshServerAnswers] } : {}) }),
    [fallback, fresh],
  );
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
