import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { applyNewCode, findEntry, isListKeyOf, type NewCodeEvent, type NumberKind } from '@/lib/number-cache';
import { USER_KEY, type SessionUser } from '@/state/ssr-user';

/**
 * The cache writes every number change shares: the entry is replaced in each cached list of
 * its kind at once, the balance follows the server's figure, and then lists and the user
 * (navigation badges) are refetched because a status change can move the entry out of a
 * filtered page.
 */
export function useNumberCacheWrites() {
  const { mutate, cache } = useSWRConfig();

  const replace = useCallback(
    (kind: NumberKind, entry: NewCodeEvent['activation']) =>
      mutate(
        (key) => isListKeyOf(kind, key),
        (data: unknown) => applyNewCode(data, { type: kind, activation: entry }),
        {
          revalidate: false,
        },
      ),
    [mutate],
  );

  const setBalance = useCallback(
    (balance: number) =>
      mutate(USER_KEY, (user: SessionUser | null | undefined) => (user ? { ...user, balance } : user), {
        revalidate: false,
      }),
    [mutate],
  );

  /** Whether a cached list of the kind holds the entry: one bought in another tab or by a bot is not there yet. */
  const listed = useCallback(
    (kind: NumberKind, id: number) =>
      [...cache.keys()].some((key) => isListKeyOf(kind, key) && findEntry(cache.get(key)?.data, id) !== undefined),
    [cache],
  );

  /** Every cached list of the kind read again (mounted ones at once, the others when next shown). */
  const refreshLists = useCallback((kind: NumberKind) => mutate((key) => isListKeyOf(kind, key)), [mutate]);

  const refresh = useCallback(
    (kind: NumberKind) => Promise.all([refreshLists(kind), mutate(USER_KEY)]),
    [mutate, refreshLists],
  );

  return useMemo(
    () => ({ replace, setBalance, listed, refreshLists, refresh }),
    [replace, setBalance, listed, refreshLists, refresh],
  );
}
