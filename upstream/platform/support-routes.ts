import type { FastifyInstance } from 'fastify';
import * as contract from '@contracts/support';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { notFound } from '../server/errors';
import { likePatterns, offsetOf, pageMeta } from './paging';
import { addMessage, loadTicket, toMessage, withPreviews } from './tickets';
import { notifyUser } from './notifications';
import { supportReplyTitle } from './support-reply-notice';
import { localeOf } from '../commerce/entries';
import { assertSpendOne, retryInMinutes } from '../accounts/failure-counter';

/**
 * Messages an account may send support (new tickets and replies together): 20 an hour. Each is
 * up to 5 KB and nothing else bounded them, so a script could store gigabytes a day; a person
 * writing to support stays far below.
 */
const supportMessages = { max: 20, windowMs: 60 * 60_000 };
const tooManyMessages = retryInMinutes('Too many messages to support.');

export function registerSupportRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  registerRoute(app, ctx, contract.listTickets, async ({ me, query }) => {
    let base = db.selectFrom('support_tickets').where('user_id', '=', me().id);
    if (query.status) base = base.where('status', '=', query.status);
    for (const p of likePatterns(query.search)) base = base.where('subject', 'ilike', p);
    const [total, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      base
        .selectAll()
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.per_page)
        .offset(offsetOf(query.page, query.per_page))
        .execute(),
    ]);
    return {
      status: true,
      data: await withPreviews(db, rows),
      meta: pageMeta(Number(total?.n ?? 0), query.page, query.per_page),
    } as const;
  });

  const spendMessage = (userId: number) =>
    assertSpendOne(db, `support-messages:${userId}`, supportMessages, ctx.now(), tooManyMessages);

  registerRoute(app, ctx, contract.createTicket, async ({ me, body }) => {
    const { id } = me();
    await spendMessage(id);
    const now = ctx.now();
    const ticketId = await db.transaction().execute(async (trx) => {
      const t = await trx
        .insertInto('support_tickets')
        .values({ user_id: id, subject: body.subject, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('support_messages')
        .values({ ticket_id: t.id, author: 'user', body: body.message, created_at: now })
        .execute();
      return t.id;
    });
    return (await loadTicket(db, ticketId, id)).view;
  });

  registerRoute(
    app,
    ctx,
    contract.showTicket,
    async ({ me, params }) => (await loadTicket(db, params.id, me().id)).view,
  );

  registerRoute(app, ctx, contract.replyTicket, async ({ me, params, body }) => {
    const { id } = me();
    await loadTicket(db, params.id, id);
    await spendMessage(id);
    await addMessage(db, params.id, 'user', body.message, ctx.now());
    return (await loadTicket(db, params.id, id)).view;
  });

  registerRoute(app, ctx, contract.closeTicket, async ({ me, params }) => {
    const { id } = me();
    await loadTicket(db, params.id, id);
    await db
      .updateTable('support_tickets')
      .set({ status: 'closed', updated_at: ctx.now() })
      .where('id', '=', params.id)
      .execute();
    return (await loadTicket(db, params.id, id)).view;
  });

  registerRoute(app, ctx, contract.devStaffReply, async ({ params, body }) => {
    if (!ctx.config.devEndpoints) throw notFound();
    const { userId } = await loadTicket(db, params.id, null);
    const message = await addMessage(db, params.id, 'support', body.message, ctx.now());
    await ctx.publish(userId, 'NewMessage', { resource: toMessage(message) });
    const ticket = await loadTicket(db, params.id, null);
    const locale = await localeOf(db, userId);
    await notifyUser(ctx, userId, {
      category: 'support',
      title: supportReplyTitle(locale, ticket.view.ticket.subject),
      body: body.message.slice(0, 300),
      link: `/support/${params.id}`,
      locale,
    });
    return ticket.view;
  });
}
