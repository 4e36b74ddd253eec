import type { Db } from '../../db/database';
import { serviceCode } from '../handler-api/code-maps';
import { digits, protocolTime } from '../handler-api/handler-call';

export interface RentalSms {
  rentalId: number;
  from: string;
  text: string;
  code: string | null;
  receivedAt: Date;
}

/**
 * The body of a rental's own callback, in the protocol's rent-webhook shape and vocabulary
 * (short service code, phone digits, `YYYY-MM-DD HH:MM:SS` UTC as getRentStatus answers):
 * `{rentId, number, sms: {phoneFrom, text, code, service, date}}`.
 */
export function rentalCallbackBody(
  rent: { id: number; phone: string; serviceSlug: string; sandbox?: boolean },
  sms: Omit<RentalSms, 'rentalId'>,
): string {
  return JSON.stringify({
    // A sandbox key's rental says so, as its endpoint webhooks do; live bodies are unchanged.
    ...(rent.sandbox ? { sandbox: true } : {}),
    rentId: rent.id,
    number: digits(rent.phone),
    sms: {
      phoneFrom: sms.from,
      text: sms.text,
      code: sms.code ?? '',
      service: serviceCode(rent.serviceSlug),
      date: protocolTime(sms.receivedAt),
    },
  });
}

/**
 * Queues the SMS for the URL the bot gave with getRentNumber, when it gave one, in the
 * transaction that stores the SMS (as enqueueWebhook does). The sender worker delivers it with
 * the same SSRF guard, timeout, no-redirect rule and retries as endpoint webhooks, unsigned:
 * the URL has no secret, as in the protocol. Returns whether a delivery was queued.
 */
export async function enqueueRentalCallback(trx: Db, sms: RentalSms, at: Date): Promise<boolean> {
  const rent = await trx
    .selectFrom('rental_callbacks as cb')
    .innerJoin('rentals as r', 'r.id', 'cb.rental_id')
    .innerJoin('services as s', 's.id', 'r.service_id')
    .innerJoin('phone_numbers as n', 'n.id', 'r.number_id')
    .select(['r.id', 'r.phone', 's.slug as serviceSlug', 'n.sandbox'])
    .where('cb.rental_id', '=', sms.rentalId)
    .executeTakeFirst();
  if (!rent) return false;
  await trx
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: null,
      rental_id: rent.id,
      event: 'rent.sms_received',
      body: rentalCallbackBody(rent, sms),
      sandbox: rent.sandbox,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return true;
}
