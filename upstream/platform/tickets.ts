import type { Ticket, TicketMessage } from '@contracts/support';
import type { Db } from '../db/database';
import { notFound } from '../server/errors';

type MessageRow = { id: number; ticket_id: number; author: 'user' | 'support'; body: string; created_at: Date };
type TicketRow = { id: number; subject: string; status: Ticket['status']; created_at: Date; updated_at: Date };

export const toMessage = (m: MessageRow): TicketMessage => ({
  id: m.id,
  ticket_id: m.ticket_id,
  author: m.author,
  body: m.body,
  created_at: m.created_at.toISOString(),
});

/** Tickets with their message count and newest message, in two queries for the whole page. */
export async function withPreviews(db: Db, tickets: TicketRow[]): Promise<Ticket[]> {
  if (tickets.length === 0) return [];
  const ids = tickets.map((t) => t.id);
  const [counts, latest] = await Promise.all([
    db
      .selectFrom('support_messages')
      .select(['ticket_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('ticket_id', 'in', ids)
      .groupBy('ticket_id')
      .execute(),
    db
      .selectFrom('support_messages')
      .selectAll()
      .distinctOn('ticket_id')
      .where('ticket_id', 'in', ids)
      .orderBy('ticket_id')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return tickets.map((t) => {
    const last = latest.find((m) => m.ticket_id === t.id);
    return {
      id: t.id,
      subject: t.subject,
      status: t.status,
      created_at: t.created_at.toISOString(),
      updated_at: t.updated_at.toISOString(),
      messages_count: Number(counts.find((c) => c.ticket_id === t.id)?.n ?? 0),
      last_message: last ? toMessage(last) : null,
    };
  });
}

/** A ticket with every message; `ownerId` null skips the ownership check (staff tools). */
export async function loadTicket(db: Db, ticketId: number, ownerId: number | null) {
  let q = db.selectFrom('support_tickets').selectAll().where('id', '=', ticketId);
  if (ownerId !== null) q = q.where('user_id', '=', ownerId);
  const t = await q.executeTakeFirst();
  if (!t) throw notFound('Ticket not found.');
  const messages = await db
    .selectFrom('support_messages')
    .selectAll()
    .where('ticket_id', '=', t.id)
    .orderBy('id')
    .execute();
  const [ticket] = await withPreviews(db, [t]);
  return { userId: t.user_id, view: { status: true as const, ticket: ticket!, messages: messages.map(toMessage) } };
}

/** Adds a message and moves the ticket: a user's message (re)opens it, staff's answers it. */
export async function addMessage(
  db: Db,
  ticketId: number,
  author: 'user' | 'support',
  body: string,
  now: Date,
): Promise<MessageRow> {
  return db.transaction().execute(async (trx) => {
    const message = await trx
      .insertInto('support_messages')
      .values({ ticket_id: ticketId, author, body, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('support_tickets')
      .set({ status: author === 'user' ? 'open' : 'answered', updated_at: now })
      .where('id', '=', ticketId)
      .execute();
    return message;
  });
}
