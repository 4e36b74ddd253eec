import { sql } from 'kysely';
import type { Db } from '../db/database';
import { DomainError } from '../server/errors';

/**
 * The number pool. A number is free for a service when no hold (number, service) exists;
 * the hold's primary key is the lock, so concurrent buyers can never both get it. Holds
 * live exactly as long as the activation or rental that made them.
 */
export const noNumbers = (): DomainError =>
  new DomainError(409, 'NO_NUMBERS', 'No numbers are available for this service and country right now.');

export interface PoolOffer {
  serviceId: number;
  countryId: number;
  operatorId: number;
}

export interface HeldNumber {
  numberId: number;
  phone: string;
}

// Collisions only happen between concurrent buyers picking the same random candidate.
const attempts = 5;

/** Holds a free number for the offer; null when the pool has none left. */
export async function holdNumber(trx: Db, offer: PoolOffer, kind: 'activation' | 'rent'): Promise<HeldNumber | null> {
  for (let i = 0; i < attempts; i++) {
    const taken = await sql<{ number_id: number }>`
      insert into number_holds (number_id, service_id, country_id, operator_id, kind, ref_id)
      select n.id, ${offer.serviceId}, n.country_id, n.operator_id, ${kind}, 0
      from phone_numbers n
      where n.country_id = ${offer.countryId} and n.operator_id = ${offer.operatorId} and n.enabled
        and not exists (select 1 from number_holds h where h.number_id = n.id and h.service_id = ${offer.serviceId})
      order by random()
      limit 1
      on conflict do nothing
      returning number_id`.execute(trx);
    const numberId = taken.rows[0]?.number_id;
    if (numberId !== undefined) {
      const row = await trx
        .selectFrom('phone_numbers')
        .select('phone')
        .where('id', '=', numberId)
        .executeTakeFirstOrThrow();
      return { numberId, phone: row.phone };
    }
    const free = await freeCount(trx, offer);
    if (free === 0) return null;
  }
  return null;
}

/** Points a fresh hold (ref 0) at the purchase made with it, in the same transaction. */
export async function attachHold(trx: Db, numberId: number, serviceId: number, refId: number): Promise<void> {
  await trx
    .updateTable('number_holds')
    .set({ ref_id: refId })
    .where('number_id', '=', numberId)
    .where('service_id', '=', serviceId)
    .execute();
}

export async function releaseNumber(trx: Db, numberId: number, serviceId: number): Promise<void> {
  await trx.deleteFrom('number_holds').where('number_id', '=', numberId).where('service_id', '=', serviceId).execute();
}

export async function freeCount(db: Db, offer: PoolOffer): Promise<number> {
  const row = await sql<{ n: number }>`
    select (select count(*) from phone_numbers where country_id = ${offer.countryId} and operator_id = ${offer.operatorId} and enabled)
         - (select count(*) from number_holds where service_id = ${offer.serviceId} and country_id = ${offer.countryId} and operator_id = ${offer.operatorId})
         as n`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}
