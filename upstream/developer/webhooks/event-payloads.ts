import type { Db } from '../../db/database';
import { countryIdOfIso, serviceCode } from '../handler-api/code-maps';
import type { WebhookPayload } from './enqueue';

/**
 * Webhook bodies of the commerce events. Services are named by their slug and countries by
 * ISO code (lower case), as elsewhere in the contract; amounts are minor units. The
 * sms-activate style names them as the handler API does instead (short service code, numeric
 * country id, null for a country the protocol has no id for), so a bot reads one vocabulary.
 */
async function purchaseFacts(trx: Db, table: 'activations' | 'rentals', id: number) {
  return trx
    .selectFrom(`${table} as p` as 'activations as p')
    .innerJoin('services as s', 's.id', 'p.service_id')
    .innerJoin('countries as c', 'c.id', 'p.country_id')
    .select(['p.id', 'p.user_id', 'p.phone', 'p.status', 's.slug as service', 'c.iso as country'])
    .where('p.id', '=', id)
    .executeTakeFirstOrThrow();
}

export interface SmsFacts {
  type: 'activation' | 'rent';
  id: number;
  text: string;
  code: string | null;
  receivedAt: Date;
}

export async function smsPayload(trx: Db, sms: SmsFacts): Promise<WebhookPayload> {
  const p = await purchaseFacts(trx, sms.type === 'activation' ? 'activations' : 'rentals', sms.id);
  const receivedAt = sms.receivedAt.toISOString();
  return {
    data: {
      [sms.type === 'activation' ? 'activation_id' : 'rent_id']: p.id,
      service: p.service,
      country: p.country,
      phone: p.phone.replace(/^\+/, ''),
      text: sms.text,
      code: sms.code,
      received_at: receivedAt,
    },
    smsActivate: {
      // A rental's id is not an activation's (their ids are counted apart): a bot must not read one as the other.
      ...(sms.type === 'activation' ? { activationId: p.id } : { rentId: p.id }),
      service: serviceCode(p.service),
      text: sms.text,
      code: sms.code ?? '',
      country: countryIdOfIso(p.country) ?? null,
      receivedAt,
    },
  };
}

export async function activationStatusPayload(trx: Db, id: number): Promise<WebhookPayload & { userId: number }> {
  const p = await purchaseFacts(trx, 'activations', id);
  return { userId: p.user_id, ...activationStatusOf(p) };
}

/** activation.status_changed from facts the caller already holds (a closing update returns them). */
export function activationStatusOf(p: {
  id: number;
  phone: string;
  status: string;
  service: string;
  country: string;
}): WebhookPayload {
  return {
    data: {
      activation_id: p.id,
      service: p.service,
      country: p.country,
      phone: p.phone.replace(/^\+/, ''),
      status: p.status,
    },
  };
}
