import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { UnmatchedSmsReason } from '../db/schema-commerce';

/**
 * SMS the intake could not give to exactly the purchase they belong to. They are kept (a
 * supplier or support can look one up by number and time) and logged, never shown to a user.
 */
export interface UnmatchedSms {
  phone: string;
  sender: string;
  text: string;
  code: string | null;
  reason: UnmatchedSmsReason;
  receivedAt: Date;
}

/** "+447700900123" → "***0123": enough to correlate with a supplier, not enough to identify. */
export const maskPhone = (phone: string): string => `***${phone.replace(/\D/g, '').slice(-4)}`;

export async function keepUnmatchedSms(db: Db, log: Logger, sms: UnmatchedSms): Promise<void> {
  await db
    .insertInto('unmatched_sms')
    .values({
      phone: sms.phone,
      sender: sms.sender,
      text: sms.text,
      code: sms.code,
      reason: sms.reason,
      received_at: sms.receivedAt,
    })
    .execute();
  // No text or code in the log: the code is the secret the SMS carries.
  log.warn({ phone: maskPhone(sms.phone), sender: sms.sender, reason: sms.reason }, 'sms intake: unmatched SMS kept');
}

/** How many unmatched SMS were kept, optionally of one reason. */
export async function countUnmatchedSms(db: Db, reason?: UnmatchedSmsReason): Promise<number> {
  let q = db.selectFrom('unmatched_sms').select((eb) => eb.fn.countAll<number>().as('n'));
  if (reason) q = q.where('reason', '=', reason);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}
