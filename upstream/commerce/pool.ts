import { randomInt } from 'node:crypto';
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
  /**
   * The id reserved for the purchase (from its table's sequence) and already written as the
   * hold's ref, so no second statement has to point the hold at it; null for a virtual number.
   */
  refId: number | null;
}

export interface HoldOptions {
  /** The service's clock: numbers released for the service in the hour before it come last. */
  now: Date;
  /** Digit prefixes the number must not start with (the handler API's phoneException). */
  avoid?: readonly string[];
  /** Whether the buyer is a sandbox account, when the caller has read it already. */
  sandbox?: boolean;
}

const purchaseTable = { activation: 'activations', rent: 'rentals' } as const;

// Collisions only happen between concurrent buyers picking the same random candidate.
const attempts = 5;

/**
 * Holds a free number of the offer for the buyer; null when the pool has none left. A sandbox
 * account's purchase never touches real stock: it gets a fresh virtual number instead.
 * `avoid`: digit prefixes the number must not start with, with or without the country code
 * (the handler API's phoneException).
 */
export async function holdNumber(
  trx: Db,
  offer: PoolOffer,
  kind: 'activation' | 'rent',
  buyerId: number,
  options: HoldOptions,
): Promise<HeldNumber | null> {
  const avoided = await avoidedPrefixes(trx, offer.countryId, options.avoid ?? []);
  if (options.sandbox ?? (await isSandboxAccount(trx, buyerId))) return virtualNumber(trx, offer, avoided);
  return withHold(trx, offer, async () => {
    const taken = await sql<{ number_id: number; phone: string; ref_id: number }>`
      with ${heldCte(offer, kind, avoided, options.now)}
      select held.number_id, held.ref_id, n.phone from held join phone_numbers n on n.id = held.number_id`.execute(trx);
    const row = taken.rows[0];
    return row ? { numberId: row.number_id, phone: row.phone, refId: Number(row.ref_id) } : null;
  });
}

/**
 * The hold as the CTE `held` (number_id, ref_id), for a statement that builds the purchase on it:
 * a random free number of the offer, not starting with an avoided prefix, and not one released
 * for the service within the hour while another is free (migration 0028: a late SMS of the last
 * purchase must not reach the next), held for the purchase
 * whose id comes from its own table's sequence here, so the hold names it from the start. No row
 * when none is free, or when a concurrent buyer took the same candidate (`withHold` retries).
 */
export function heldCte(offer: PoolOffer, kind: 'activation' | 'rent', avoided: readonly string[], now: Date) {
  const allowed = notAvoided(avoided);
  const ref = sql`nextval(pg_get_serial_sequence(${purchaseTable[kind]}, 'id'))`;
  return sql`held as (
    insert into number_holds (number_id, service_id, country_id, operator_id, kind, ref_id)
    select n.id, ${offer.serviceId}, n.country_id, n.operator_id, ${kind}, ${ref}
    from phone_numbers n
    where n.country_id = ${offer.countryId} and n.operator_id = ${offer.operatorId} and n.enabled and ${allowed}
      and not exists (select 1 from number_holds h where h.number_id = n.id and h.service_id = ${offer.serviceId})
    order by greatest((select r.released_at from number_releases r where r.number_id = n.id and r.service_id = ${offer.serviceId}),
        ${now}::timestamptz - interval '1 hour') + random() * interval '1 minute'
    limit 1
    on conflict do nothing
    returning number_id, ref_id
  )`;
}

/** The condition that `n.phone` starts with none of the avoided prefixes (avoidedPrefixes' digits). */
export function notAvoided(avoided: readonly string[]) {
  return avoided.length === 0
    ? sql`true`
    : sql`not (${sql.join(
        avoided.map((p) => sql`n.phone like ${`+${p}%`}`),
        sql` or `,
      )})`;
}

/**
 * Runs a statement built on `heldCte` until it holds a number: again when it held nothing while
 * numbers are still free (a concurrent buyer took the same random candidate), null once the
 * offer has none left.
 */
export async function withHold<T>(trx: Db, offer: PoolOffer, statement: () => Promise<T | null>): Promise<T | null> {
  for (let i = 0; i < attempts; i++) {
    const done = await statement();
    if (done !== null) return done;
    if ((await freeCount(trx, offer)) === 0) return null;
  }
  return null;
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

export async function isSandboxAccount(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('sandbox_of').where('id', '=', userId).executeTakeFirst();
  return row?.sandbox_of != null;
}

/**
 * The virtual pool: a new phone_numbers row per sandbox purchase, never `enabled` (the schema
 * checks it), so no live count, pick or hold ever sees it, and it takes no hold (holds lower the
 * live free counts). Its digits are the country code then a 0, which no real number there has,
 * so a supplier's SMS can never land on a sandbox purchase.
 */
async function virtualNumber(trx: Db, offer: PoolOffer, avoided: readonly string[]): Promise<HeldNumber | null> {
  const country = await trx
    .selectFrom('countries')
    .select('phone_code')
    .where('id', '=', offer.countryId)
    .executeTakeFirst();
  if (!country) return null;
  for (let i = 0; i < attempts; i++) {
    const phone = `+${country.phone_code.replace(/\D/g, '')}0${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    if (avoided.some((p) => phone.startsWith(`+${p}`))) continue;
    const row = await trx
      .insertInto('phone_numbers')
      .values({ country_id: offer.countryId, operator_id: offer.operatorId, phone, enabled: false, sandbox: true })
      .onConflict((oc) => oc.column('phone').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return { numberId: row.id, phone, refId: null };
  }
  return null;
}

/**
 * Every prefix as the full international digits: "44790" stays, "790" in the United Kingdom also
 * becomes "44790", so a bot may write its exceptions either way. Digits only, so they are safe
 * inside LIKE patterns.
 */
export async function avoidedPrefixes(trx: Db, countryId: number, avoid: readonly string[]): Promise<string[]> {
  const prefixes = avoid.map((p) => p.replace(/\D/g, '')).filter((p) => p.length > 0);
  if (prefixes.length === 0) return [];
  const country = await trx.selectFrom('countries').select('phone_code').where('id', '=', countryId).executeTakeFirst();
  const code = country?.phone_code.replace(/\D/g, '') ?? '';
  return [...new Set(prefixes.flatMap((p) => (code ? [p, `${code}${p}`] : [p])))];
}
