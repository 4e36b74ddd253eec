import { z } from 'zod';
import { defineRoute } from './route';
import { okMessage } from './errors';
import { idParam } from './commerce-query';
import { listQuery, paginated } from './list-query';
import { realtimeNotification } from './realtime-events';

/** Categories a notification can carry; the site settings list them as notificationCategories. */
export const notificationCategories = ['system', 'payments', 'numbers', 'promo', 'support'] as const;
export const notificationCategory = z.enum(notificationCategories);

/** Same shape as the NewUserNotification realtime payload, so a pushed item slots into the list. */
export const notification = realtimeNotification.extend({ link: z.string().nullable() });
export type UserNotificationItem = z.infer<typeof notification>;

export const listNotifications = defineRoute({
  id: 'notifications.list',
  method: 'GET',
  path: '/api/notifications',
  auth: 'user',
  query: listQuery
    .omit({ search: true })
    .extend({ category: notificationCategory.optional(), unread: z.enum(['1', '0']).optional() }),
  response: paginated(notification).extend({
    status: z.literal(true),
    unread_count: z.number().int(),
    categories: z.array(notificationCategory),
  }),
  summary: "The user's notifications, newest first, with the unread count; filter by category or unread=1.",
});

export const readNotification = defineRoute({
  id: 'notifications.read',
  method: 'POST',
  path: '/api/notifications/{id}/read',
  auth: 'user',
  params: z.object({ id: idParam }),
  response: okMessage.extend({ unread_count: z.number().int() }),
  summary: "Marks one notification read (404 when it is not the user's).",
});

export const readAllNotifications = defineRoute({
  id: 'notifications.read-all',
  method: 'POST',
  path: '/api/notifications/read-all',
  auth: 'user',
  body: z.object({ category: notificationCategory.optional() }),
  response: okMessage.extend({ unread_count: z.number().int() }),
  summary: 'Marks every notification (or every one of a category) read.',
});

export const devNotify = defineRoute({
  id: 'dev.notify',
  method: 'POST',
  path: '/api/dev/notifications',
  auth: 'guest',
  browser: false,
  body: z.object({
    user_id: idParam,
    category: notificationCategory.default('system'),
    title: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(2000),
    link: z.string().max(300).optional(),
  }),
  response: z.object({ status: z.literal(true), notification }),
  summary: 'Development only: creates a notification for a user and publishes NewUserNotification.',
});

export const notificationRoutes = [listNotifications, readNotification, readAllNotifications, devNotify];
