import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { UserSettings } from '@contracts/user';
import { request } from '@/lib/http';
import { USER_KEY, type SessionUser } from '@/state/ssr-user';
import { useApiErrorHandler } from '@/hooks/use-api-error';

const withSettings = (user: SessionUser | null | undefined, patch: Partial<UserSettings>) =>
  user ? { ...user, settings: { ...user.settings, ...patch } } : user;

/**
 * PUT /api/user/settings with one changed toggle: the switch moves at once and moves back
 * if the server refuses. The answer's user replaces the cached one.
 */
export function useUpdateSettings() {
  const { mutate } = useSWRConfig();
  const onError = useApiErrorHandler();
  return useCallback(
    async (patch: Partial<UserSettings>): Promise<boolean> => {
      await mutate(USER_KEY, (u: SessionUser | null | undefined) => withSettings(u, patch), { revalidate: false });
      try {
        const answer = await request<{ user: SessionUser; message?: string }>('/api/user/settings', {
          method: 'PUT',
          json: patch,
        });
        await mutate(USER_KEY, answer.user, { revalidate: false });
        return true;
      } catch (error) {
        onError(error);
        await mutate(USER_KEY);
        return false;
      }
    },
    [mutate, onError],
  );
}
