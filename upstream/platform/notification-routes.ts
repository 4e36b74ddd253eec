import type { FastifyInstance } from 'fastify';
import * as contract from '@contracts/notifications';
import type { Db } from '../db/database';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { notFound } from '../server/errors';
import { notifyUser, toNotificationItem } from './notifications';
import { offsetOf, pageMeta } from './paging';

async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function registerNotificationRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  registerRoute(app, ctx, contract.listNotifications, async ({ me, query }) => {
    const { id } = me();
    let base = db.selectFrom('notifications').where('user_id', '=', id);
    if (query.category) base = base.where('category', '=', query.category);
    if (query.unread === '1') base = base.where('read_at', 'is', null);
    const [total, rows, unread] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(query.per_page)
        .offset(offsetOf(query.page, query.per_page))
        .execute(),
      unreadCount(db, id),
    ]);
    return {
      status: true as const,
      data: rows.map(toNotificationItem),
      meta: pageMeta(Number(total?.n ?? 0), query.page, query.per_page),
      unread_count: unread,
      categories: [...contract.notificationCategories],
    };
  });

  registerRoute(app, ctx, contract.readNotification, async ({ me, params }) => {
    const { id } = me();
    const row = await db
      .selectFrom('notifications')
      .select(['id', 'read_at'])
      .where('id', '=', params.id)
      .where('user_id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('Notification not found.');
    if (!row.read_at)
      await db.updateTable('notifications').set({ read_at: ctx.now() }).where('id', '=', row.id).execute();
    return { status: true, message: 'Marked as read.', unread_count: await unreadCount(db, id) } as const;
  });

  registerRoute(app, ctx, contract.readAllNotifications, async ({ me, body }) => {
    const { id } = me();
    let q = db
      .updateTable('notifications')
      .set({ read_at: ctx.now() })
      .where('user_id', '=', id)
      .where('read_at', 'is', null);
    if (body.category) q = q.where('category', '=', body.category);
    await q.execute();
    return { status: true, message: 'All notifications are read.', unread_count: await unreadCount(db, id) } as const;
  });

  registerRoute(app, ctx, contract.devNotify, async ({ body }) => {
    if (!ctx.config.devEndpoints) throw notFound();
    const user = await db
      .selectFrom('users')
      .select(['id', 'locale'])
      .where('id', '=', body.user_id)
      .executeTakeFirst();
    if (!user) throw notFound('User not found.');
    const notification = await notifyUser(ctx, user.id, { ...body, locale: user.locale });
    return { status: true, notification } as const;
  });
}
