import type { NewCodeReceivedEvent } from '@contracts/activations';
import type { SmsIntakeBody } from '@contracts/sms-intake';
import type { CommerceCtx } from './activation-service';
import { activationEntry, localeOf, rentEntry } from './entries';
import { extractCode } from './extract-code';

/**
 * An SMS from the supplier: finds the open activation or rental on that number, stores the
 * message with its extracted code and tells the owner over realtime. One number can serve
 * several services at once (holds are per service), so the sender picks among them: an
 * activation for "WhatsApp" gets the SMS from "WhatsApp"; otherwise the newest one wins.
 */
export interface IntakeResult {
  matched: boolean;
  target: { type: 'activation' | 'rent'; id: number } | null;
  message_id: number | null;
  code: string | null;
}

export const normalizePhone = (phone: string): string => `+${phone.replace(/\D/g, '')}`;

interface Candidate {
  type: 'activation' | 'rent';
  id: number;
  userId: number;
  service: string;
  slug: string;
  createdAt: Date;
}

async function candidates(ctx: CommerceCtx, phone: string, now: Date): Promise<Candidate[]> {
  const [acts, rents] = await Promise.all([
    ctx.db
      .selectFrom('activations as x')
      .innerJoin('services as s', 's.id', 'x.service_id')
      .select(['x.id', 'x.user_id', 'x.created_at', 's.name', 's.slug'])
      .where('x.phone', '=', phone)
      .where('x.status', 'in', ['waiting', 'code_received', 'waiting_retry'])
      .where('x.expires_at', '>', now)
      .execute(),
    ctx.db
      .selectFrom('rentals as x')
      .innerJoin('services as s', 's.id', 'x.service_id')
      .select(['x.id', 'x.user_id', 'x.created_at', 's.name', 's.slug'])
      .where('x.phone', '=', phone)
      .where('x.status', '=', 'active')
      .where('x.expires_at', '>', now)
      .execute(),
  ]);
  const map =
    (type: Candidate['type']) =>
    (r: (typeof acts)[number]): Candidate => ({
      type,
      id: r.id,
      userId: r.user_id,
      service: r.name,
      slug: r.slug,
      createdAt: r.created_at,
    });
  return [...acts.map(map('activation')), ...rents.map(map('rent'))];
}

function bySender(from: string) {
  const f = from.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const matches = (c: Candidate) => {
    const name = c.service.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
    return f.length > 0 && (f.includes(c.slug) || f.includes(name) || name.includes(f));
  };
  return (a: Candidate, b: Candidate) =>
    Number(matches(b)) - Number(matches(a)) || b.createdAt.getTime() - a.createdAt.getTime();
}

export async function receiveSms(ctx: CommerceCtx, sms: SmsIntakeBody): Promise<IntakeResult> {
  const now = ctx.now();
  const phone = normalizePhone(sms.phone);
  const code = extractCode(sms.text);
  const list = (await candidates(ctx, phone, now)).sort(bySender(sms.from));
  for (const c of list) {
    // The conditional update takes the row lock, so a cancel racing this SMS either ran
    // first (we skip the closed purchase) or sees the new state and refuses.
    const messageId = await ctx.db.transaction().execute(async (trx) => {
      const owned =
        c.type === 'activation'
          ? await trx
              .updateTable('activations')
              .set((eb) => ({ status: code ? 'code_received' : eb.ref('status') }))
              .where('id', '=', c.id)
              .where('status', 'in', ['waiting', 'code_received', 'waiting_retry'])
              .where('expires_at', '>', now)
              .returning('id')
              .executeTakeFirst()
          : await trx
              .updateTable('rentals')
              .set((eb) => ({ messages_count: eb('messages_count', '+', 1) }))
              .where('id', '=', c.id)
              .where('status', '=', 'active')
              .where('expires_at', '>', now)
              .returning('id')
              .executeTakeFirst();
      if (!owned) return null;
      const row = await trx
        .insertInto('sms_messages')
        .values({
          activation_id: c.type === 'activation' ? c.id : null,
          rental_id: c.type === 'rent' ? c.id : null,
          sender: sms.from,
          text: sms.text,
          code,
          received_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    if (messageId === null) continue;
    const locale = await localeOf(ctx.db, c.userId);
    const event: NewCodeReceivedEvent =
      c.type === 'activation'
        ? { type: 'activation', activation: await activationEntry(ctx.db, c.id, locale) }
        : { type: 'rent', activation: await rentEntry(ctx.db, c.id, locale) };
    await ctx.publish(c.userId, 'Activation.NewCodeReceived', event);
    return { matched: true, target: { type: c.type, id: c.id }, message_id: messageId, code };
  }
  return { matched: false, target: null, message_id: null, code };
}
