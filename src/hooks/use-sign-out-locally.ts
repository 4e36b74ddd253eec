import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { USER_KEY } from '@/state/ssr-user';

/** Forgets everything cached for the user (their numbers, payments…) and marks them a guest. */
export function useSignOutLocally(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate((key) => key !== USER_KEY, undefined, { revalidate: false });
    await mutate(USER_KEY, null, { revalidate: false });
  }, [mutate]);
}
