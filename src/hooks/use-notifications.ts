import useSWR from 'swr';
import type { RealtimeNotification } from '@contracts/realtime-events';
import { listNotifications } from '@contracts/notifications';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';

export const NOTIFICATIONS_KEY = apiPath(listNotifications);

export type UserNotification = RealtimeNotification;

/** The list endpoint is paginated Laravel-style (`data`) or a bare `notifications` list. */
function pickList(body: unknown): UserNotification[] {
  if (!body || typeof body !== 'object') return [];
  const b = body as { data?: unknown; notifications?: unknown };
  const list = Array.isArray(b.data) ? b.data : Array.isArray(b.notifications) ? b.notifications : [];
  return list as UserNotification[];
}

/** Loaded only while the panel is open, so the header costs no request per page. */
export function useNotifications(enabled: boolean) {
  return useSWR(enabled ? NOTIFICATIONS_KEY : null, async (key: string) => pickList(await getJson(key)));
}
