import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { notificationCategories } from '@contracts/notifications';
import { getJson } from '@/lib/http';
import { apiPath, apiRequest } from '@/lib/api-client';
import { listNotifications, readAllNotifications, readNotification } from '@/lib/api-routes/notifications';
import { onRealtime } from '@/state/realtime-bus';
import { USER_KEY, type SessionUser } from '@/state/ssr-user';
import { useApiErrorHandler } from './use-api-error';

export type NotificationsAnswer = ResponseOf<typeof listNotifications>;
export type UserNotification = NotificationsAnswer['data'][number];
export type NotificationCategory = (typeof notificationCategories)[number];

export const NOTIFICATIONS_PATH = apiPath(listNotifications);
export const notificationsKey = (category: NotificationCategory | '' = '', page = 1) =>
  apiPath(listNotifications, { query: { category, page } });

/** Every cached page of the list, whatever its category filter. */
const isListKey = (key: unknown) =>
  typeof key === 'string' && (key === NOTIFICATIONS_PATH || key.startsWith(`${NOTIFICATIONS_PATH}?`));

type Mutate = ReturnType<typeof useSWRConfig>['mutate'];

/** The header's badge is the user's notifications_count: the server's unread count. */
const writeUnread = (mutate: Mutate, count: number | ((n: number) => number)) =>
  mutate(
    USER_KEY,
    (u: SessionUser | null | undefined) =>
      u
        ? { ...u, notifications_count: Math.max(0, typeof count === 'number' ? count : count(u.notifications_count)) }
        : u,
    { revalidate: false },
  );

/**
 * The user's notifications, one category or all, a page at a time, loaded only while the
 * panel is open so the header costs no request per page. Each answer's unread count sets the
 * badge; a notification pushed meanwhile reloads the list.
 */
export function useNotifications(enabled: boolean, category: NotificationCategory | '' = '', page = 1) {
  const { mutate: global } = useSWRConfig();
  const swr = useSWR<NotificationsAnswer>(enabled ? notificationsKey(category, page) : null, getJson, {
    keepPreviousData: true,
    onSuccess: (answer) => void writeUnread(global, answer.unread_count),
  });
  const { mutate } = swr;
  useEffect(() => {
    if (!enabled) return undefined;
    return onRealtime('NewUserNotification', () => void mutate());
  }, [enabled, mutate]);
  return swr;
}

/**
 * Mark one read and mark all read (of a category, or all). The change shows at once in every
 * cached list and in the header's badge; the server's unread count then sets the badge, and a
 * refusal puts the lists back and goes through the one error path (spec §8).
 */
export function useNotificationActions() {
  const { mutate } = useSWRConfig();
  const onError = useApiErrorHandler();
  const [markingAll, setMarkingAll] = useState(false);
  const pending = useRef(new Set<number>());

  const setUnread = useCallback((count: number | ((n: number) => number)) => writeUnread(mutate, count), [mutate]);

  const markLists = useCallback(
    (read: (n: UserNotification) => boolean) =>
      mutate<NotificationsAnswer>(
        isListKey,
        (list) => list && { ...list, data: list.data.map((n) => (read(n) ? { ...n, read: true } : n)) },
        { revalidate: false },
      ),
    [mutate],
  );

  const syncUnread = useCallback(
    async (unreadCount: number) => {
      await setUnread(unreadCount);
      await mutate<NotificationsAnswer>(isListKey, (list) => list && { ...list, unread_count: unreadCount }, {
        revalidate: false,
      });
    },
    [mutate, setUnread],
  );

  const markRead = useCallback(
    async (n: UserNotification) => {
      if (n.read || pending.current.has(n.id)) return;
      pending.current.add(n.id);
      await markLists((x) => x.id === n.id);
      await setUnread((c) => c - 1);
      try {
        const answer = await apiRequest(readNotification, { params: { id: n.id } });
        await syncUnread(answer.unread_count);
      } catch (error) {
        // Back as it was; the lists are then read again, and their unread count is the server's.
        await setUnread((c) => c + 1);
        await mutate(isListKey);
        onError(error);
      } finally {
        pending.current.delete(n.id);
      }
    },
    [markLists, mutate, onError, setUnread, syncUnread],
  );

  const markAllRead = useCallback(
    async (category?: NotificationCategory) => {
      setMarkingAll(true);
      try {
        const answer = await apiRequest(readAllNotifications, { json: category ? { category } : {} });
        await markLists((n) => !category || n.category === category);
        await syncUnread(answer.unread_count);
      } catch (error) {
        onError(error);
      } finally {
        setMarkingAll(false);
      }
    },
    [markLists, onError, syncUnread],
  );

  return { markRead, markAllRead, markingAll };
}
