import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { UserSettings } from '@contracts/user';
import { apiRequest } from '@/lib/api-client';
import { updateSettings } from '@/lib/api-routes/user';
import { USER_KEY, type SessionUser } from '@/state/ssr-user';
import { useApiErrorHandler } from '@/hooks/use-api-error';

const withSettings = (user: SessionUser | null | undefined, patch: Partial<UserSettings>) =>
  user ? { ...user, settings: { ...user.settings, ...patch } } : user;

/**
 * The newest settings change of this tab. An answer to an older one describes the server
 * before the newer change, so it must not replace the cache: a second toggle flipped while
 * the first was saving would jump back until its own answer came.
 */
let latest = 0;

/**
 * PUT /api/user/settings with one changed toggle: the switch moves at once and moves back
 * if the server refuses. The answer to the newest change replaces the cached user.
 */
export function useUpdateSettings() {
  const { mutate } = useSWRConfig();
  const onError = useApiErrorHandler();
  return useCallback(
    async (patch: Partial<UserSettings>): Promise<boolean> => {
      const change = ++latest;
      await mutate(USER_KEY, (u: SessionUser | null | undefined) => withSettings(u, patch), { revalidate: false });
      try {
        const answer = await apiRequest(updateSettings, { json: patch });
        if (change === latest) await mutate(USER_KEY, answer.user, { revalidate: false });
        return true;
      } catch (error) {
        onError(error);
        // A newer change's answer will carry the server's settings without this one.
        if (change === latest) await mutate(USER_KEY);
        return false;
      }
    },
    [mutate, onError],
  );
}
