import type { Selectable } from 'kysely';
import type { UserNotificationItem } from '@contracts/notifications';
import type { NotificationsTable } from '../db/schema-core';
import type { UpstreamContext } from '../server/context';

export type NotificationCategory = UserNotificationItem['category'];

export function toNotificationItem(r: Selectable<NotificationsTable>): UserNotificationItem {
  return {
    id: r.id,
    title: r.title,
    body: r.body,
    category: r.category,
    link: r.link,
    read: r.read_at !== null,
    created_at: r.created_at.toISOString(),
  };
}

export interface NewNotification {
  category: string;
  title: string;
  body: string;
  link?: string | null;
  locale?: string;
}

/**
 * Stores a notification and pushes NewUserNotification on `user.{id}`. Call it after the
 * transaction that caused it has committed: the event must never announce a rolled-back fact.
 */
export async function notifyUser(
  ctx: Pick<UpstreamContext, 'db' | 'now' | 'publish'>,
  userId: number,
  n: NewNotification,
): Promise<UserNotificationItem> {
  const row = await ctx.db
    .insertInto('notifications')
    .values({
      user_id: userId,
      category: n.category,
      title: n.title,
      body: n.body,
      link: n.link ?? null,
      locale: n.locale ?? 'en',
      created_at: ctx.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const item = toNotificationItem(row);
  const { link: _link, ...payload } = item;
  await ctx.publish(userId, 'NewUserNotification', { notification: payload });
  return item;
}
