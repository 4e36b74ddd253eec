import type { NewCodeReceivedPayload } from '@contracts/realtime-events';
import type { SmsIntakeBody } from '@contracts/sms-intake';
import type { UpstreamContext } from '../server/context';
import type { UnmatchedSmsReason } from '../db/schema-commerce';
import type { CommerceCtx } from './activation-service';
import { activationEntry, localeOf, newestMessagesOf, rentEntry, type MessagesFor } from './entries';
import { extractCode } from './extract-code';
import { catalogueServices, servicesNamedBy, textNamesService } from './sms-sender';
import { keepUnmatchedSms } from './unmatched-sms';
import { claimSignedRequest, type SignedClaim } from './signed-request';
import { earlierIntake, isSupplierSmsRetry, recordSupplierSmsId } from './supplier-sms-ids';
import { enqueueWebhook } from '../developer/webhooks/enqueue';
import { smsPayload } from '../developer/webhooks/event-payloads';
import { enqueueRentalCallback } from '../developer/webhooks/rental-callback';

/**
 * An SMS from the supplier: finds the open activation or rental it belongs to, stores the
 * message with its extracted code and tells the owner over realtime. One number can serve
 * several services at once (holds are per service), so only the sender can tell them apart:
 * - a sender that names a service goes only to an open purchase of that service (newest
 *   first); never to another service's purchase, even the only one on the number;
 * - a sender that names none (a short code, "INFO") goes to the number's open purchase only
 *   when there is exactly one.
 * Anything else is kept in unmatched_sms and logged, not shown to anyone.
 */
export interface IntakeResult {
  matched: boolean;
  target: { type: 'activation' | 'rent'; id: number } | null;
  message_id: number | null;
  code: string | null;
}

export type IntakeCtx = CommerceCtx & Pick<UpstreamContext, 'log'>;

export const normalizePhone = (phone: string): string => `+${phone.replace(/\D/g, '')}`;

interface Candidate {
  type: 'activation' | 'rent';
  id: number;
  userId: number;
  serviceId: number;
  createdAt: Date;
}

async function candidates(ctx: CommerceCtx, phone: string, now: Date): Promise<Candidate[]> {
  const [acts, rents] = await Promise.all([
    ctx.db
      .selectFrom('activations')
      .select(['id', 'user_id', 'service_id', 'created_at'])
      .where('phone', '=', phone)
      .where('status', 'in', ['waiting', 'code_received', 'waiting_retry'])
      .where('expires_at', '>', now)
      .execute(),
    ctx.db
      .selectFrom('rentals')
      .select(['id', 'user_id', 'service_id', 'created_at'])
      .where('phone', '=', phone)
      .where('status', '=', 'active')
      .where('expires_at', '>', now)
      .execute(),
  ]);
  const map =
    (type: Candidate['type']) =>
    (r: (typeof acts)[number]): Candidate => ({
      type,
      id: r.id,
      userId: r.user_id,
      serviceId: r.service_id,
      createdAt: r.created_at,
    });
  return [...acts.map(map('activation')), ...rents.map(map('rent'))].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  );
}

/** The purchases the SMS may go to, newest first, or why it goes to none. */
function route(
  open: readonly Candidate[],
  named: readonly number[],
): { to: readonly Candidate[] } | { reason: UnmatchedSmsReason } {
  if (open.length === 0) return { reason: 'no-open-purchase' };
  if (named.length > 0) {
    const to = open.filter((c) => named.includes(c.serviceId));
    return to.length > 0 ? { to } : { reason: 'other-service' };
  }
  return open.length === 1 ? { to: open } : { reason: 'ambiguous' };
}

/**
 * A worker that picked an activation by a read (the demo supplier) delivers to it only while it
 * is still in the status it was picked in. The check is part of the update that stores the SMS,
 * so of two processes that picked the same activation, the second finds it changed and stores
 * nothing: one code per pick, however many upstream processes run the worker.
 */
export interface SmsClaim {
  activationId: number;
  status: 'waiting' | 'waiting_retry';
}

/** Where an SMS came from: a worker's pick (`pick`), or a signed supplier request (`signed`). */
export interface SmsOrigin {
  pick?: SmsClaim;
  signed?: SignedClaim;
}

/**
 * Stores the SMS on the purchase if it is still open; null when it closed meanwhile. The signed
 * request it came in is logged against replays in the same transaction as the message.
 */
async function deliver(
  ctx: CommerceCtx,
  c: Candidate,
  sms: SmsIntakeBody,
  code: string | null,
  now: Date,
  { pick, signed }: SmsOrigin,
) {
  // The conditional update takes the row lock, so a cancel racing this SMS either ran
  // first (we skip the closed purchase) or sees the new state and refuses.
  return ctx.db.transaction().execute(async (trx) => {
    const owned =
      c.type === 'activation'
        ? await trx
            .updateTable('activations')
            .set((eb) => ({ status: code ? 'code_received' : eb.ref('status') }))
            .where('id', '=', c.id)
            .where('status', 'in', pick ? [pick.status] : ['waiting', 'code_received', 'waiting_retry'])
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
    await claimSignedRequest(trx, signed);
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
    const target = { type: c.type, id: c.id };
    await recordSupplierSmsId(trx, sms.supplier_sms_id, { matched: true, target, message_id: row.id, code }, now);
    // The webhook is queued with the message itself: it exists exactly when the SMS does.
    await enqueueWebhook(
      trx,
      c.userId,
      c.type === 'activation' ? 'activation.code_received' : 'rent.sms_received',
      await smsPayload(trx, { type: c.type, id: c.id, text: sms.text, code, receivedAt: now }),
      now,
    );
    if (c.type === 'rent')
      await enqueueRentalCallback(trx, { rentalId: c.id, from: sms.from, text: sms.text, code, receivedAt: now }, now);
    return row.id;
  });
}

/**
 * How many of a purchase's newest messages its NewCodeReceived event carries. The lists, the
 * REST API and the handler API promise every message (src/contracts/number-entry.ts), so they
 * still read them all; the event only has to bring the new code, and a 720-hour rental on a
 * spammed number (or a sandbox purchase fed on demand) can hold thousands, which every SMS would
 * otherwise read and serialise again. 50 typical SMS fit within the realtime cap (10 KiB,
 * realtime/publisher.ts trims the rest); with more, `messages_truncated` makes the web keep the
 * messages it has and refetch its lists (src/features/numbers/hooks/use-new-code-handler.ts).
 */
export const EVENT_MESSAGES = 50;

async function newCodeEvent(ctx: IntakeCtx, c: Candidate): Promise<NewCodeReceivedPayload> {
  const [locale, newest] = await Promise.all([
    localeOf(ctx.db, c.userId),
    newestMessagesOf(ctx.db, c.type, c.id, EVENT_MESSAGES),
  ]);
  const messagesFor: MessagesFor = async () => new Map([[c.id, newest.messages]]);
  const activation =
    c.type === 'activation'
      ? await activationEntry(ctx.db, c.id, locale, messagesFor)
      : await rentEntry(ctx.db, c.id, locale, messagesFor);
  return { type: c.type, activation: newest.truncated ? { ...activation, messages_truncated: true } : activation };
}

/**
 * `origin`: the worker's pick, or the signed supplier request it came in (none from the
 * sandbox). An SMS whose supplier id was taken in before is answered as it was then, and
 * stored nothing again; two attempts at once are settled by that id's key.
 */
export async function receiveSms(ctx: IntakeCtx, sms: SmsIntakeBody, origin: SmsOrigin = {}): Promise<IntakeResult> {
  const earlier = await earlierIntake(ctx.db, sms.supplier_sms_id);
  if (earlier) return retried(ctx, sms, earlier);
  try {
    return await intake(ctx, sms, origin);
  } catch (error) {
    if (!isSupplierSmsRetry(error)) throw error;
    return retried(ctx, sms, (await earlierIntake(ctx.db, sms.supplier_sms_id))!);
  }
}

function retried(ctx: IntakeCtx, sms: SmsIntakeBody, earlier: IntakeResult): IntakeResult {
  ctx.log.info(
    { supplierSmsId: sms.supplier_sms_id, messageId: earlier.message_id },
    'sms intake: a retry, taken in before',
  );
  return earlier;
}

async function intake(ctx: IntakeCtx, sms: SmsIntakeBody, origin: SmsOrigin): Promise<IntakeResult> {
  const { pick, signed } = origin;
  const now = ctx.now();
  const phone = normalizePhone(sms.phone);
  const [open, services] = await Promise.all([candidates(ctx, phone, now), catalogueServices(ctx.db)]);
  const named = servicesNamedBy(sms.from, services);
  const code = extractCode(sms.text, {
    namesService: named.length > 0 || textNamesService(sms.text, services),
  });
  const routed = route(open, named);
  const decision =
    pick && 'to' in routed
      ? { to: routed.to.filter((c) => c.type === 'activation' && c.id === pick.activationId) }
      : routed;
  if ('to' in decision) {
    for (const c of decision.to) {
      const messageId = await deliver(ctx, c, sms, code, now, origin);
      if (messageId === null) continue;
      ctx.log.info(
        {
          [c.type === 'activation' ? 'activationId' : 'rentalId']: c.id,
          userId: c.userId,
          messageId,
          hasCode: code !== null,
        },
        'sms intake: delivered',
      );
      await ctx.publish(c.userId, 'Activation.NewCodeReceived', await newCodeEvent(ctx, c));
      return { matched: true, target: { type: c.type, id: c.id }, message_id: messageId, code };
    }
  }
  // A claim lost to another worker (or a purchase that closed since the pick) is not a stray SMS.
  if (pick) {
    ctx.log.debug({ activationId: pick.activationId }, 'sms intake: claimed activation changed meanwhile');
    return { matched: false, target: null, message_id: null, code };
  }
  // Past the loop, every purchase it could go to closed between the read and the update.
  const reason = 'reason' in decision ? decision.reason : 'no-open-purchase';
  await ctx.db.transaction().execute(async (trx) => {
    await claimSignedRequest(trx, signed);
    await recordSupplierSmsId(trx, sms.supplier_sms_id, { matched: false, target: null, message_id: null, code }, now);
    await keepUnmatchedSms(trx, ctx.log, { phone, sender: sms.from, text: sms.text, code, reason, receivedAt: now });
  });
  return { matched: false, target: null, message_id: null, code };
}
