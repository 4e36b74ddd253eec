import { sql, type RawBuilder } from 'kysely';
import { RENT_PERIODS } from '@contracts/catalog';
import type { Db } from '../db/database';
import type { PriceLevel } from './loyalty-price';
import type { Buyer, OperatorOffer } from './prices';

/**
 * The price panels' inputs (GET /api/price, /api/rent-price), cached in process memory per
 * service × country and checked against the database on every call, in the one statement the
 * panel needs anyway for the buyer's loyalty level.
 *
 * Why it is never stale: migration 0016 bumps catalog_version at the commit of every change of
 * holds, enabled numbers, list prices and operators (triggers, so no code path can forget).
 * A copy is computed in one statement together with the version it is stored under, so it is
 * exactly the tables as of that version, and it is used only while the database still says
 * that version. Each upstream
 * process keeps its own copies and asks the shared database, so several processes on one
 * PostgreSQL stay exact too. What a hit saves is the stock count over the pool and the holds
 * (the costly part of a price call); the level is per buyer and read live, beside the version.
 */
export interface RentInputs {
  /** List price per period offered ([period, price], priced periods only). */
  prices: [number, number][];
  /** Operators of the country with their free numbers for this service. */
  operators: { id: number; name: string; count: number }[];
}

interface Entry<T> {
  version: string;
  value: T;
}

// Per database: a test or a reset that opens another database never reads this one's copies.
const caches = new WeakMap<Db, Map<string, Entry<unknown>>>();
// The ids come from the query string, unknown ones too: a bound, so a client walking through
// ids cannot grow it without end. The seeded catalogue needs about 2,400 entries (both panels).
const MAX_ENTRIES = 10_000;

function cacheOf(db: Db): Map<string, Entry<unknown>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

const live = (serviceId: number, countryId: number, operator: RawBuilder<unknown>) => sql`
  (select count(*) from phone_numbers n where n.country_id = ${countryId} and n.operator_id = ${operator} and n.enabled)
  - (select count(*) from number_holds h
      where h.service_id = ${serviceId} and h.country_id = ${countryId} and h.operator_id = ${operator})`;

function activationSql(serviceId: number, countryId: number): RawBuilder<unknown> {
  return sql`(select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'price', p.price,
      'count', ${live(serviceId, countryId, sql`o.id`)}) order by p.price, o.id), '[]'::json)
    from activation_prices p
    join operators o on o.id = p.operator_id
    where p.service_id = ${serviceId} and p.country_id = ${countryId})`;
}

function rentSql(serviceId: number, countryId: number): RawBuilder<unknown> {
  return sql`json_build_object(
    'prices', (select coalesce(json_agg(json_build_array(r.period, r.price) order by r.period), '[]'::json)
      from rent_prices r
      where r.service_id = ${serviceId} and r.country_id = ${countryId} and r.period in (${sql.join([...RENT_PERIODS])})),
    'operators', (select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name,
        'count', ${live(serviceId, countryId, sql`o.id`)}) order by o.id), '[]'::json)
      from operators o where o.country_id = ${countryId}))`;
}

/** The buyer's level; null for a guest or a user below every level. */
function levelOf(row: { level_name: string | null; level_percent: number | null }): PriceLevel | null {
  return row.level_name === null ? null : { name: row.level_name, discount_percent: Number(row.level_percent ?? 0) };
}

/** The version and the level in one statement, for a guest or a caller whose session did not bring them. */
async function readHead(db: Db, buyer: Buyer) {
  const head = await sql<{ version: string; level_name: string | null; level_percent: number | null }>`
    select v.epoch || ':' || v.version as version, l.name as level_name, l.discount_percent as level_percent
    from catalog_version v
    left join lateral (
      select l.name, l.discount_percent from users u
      join loyalty_levels l on l.min_spend <= settled_spend(u.id, u.spent, ${buyer?.now ?? null})
      where u.id = ${buyer?.id ?? null}
      order by l.min_spend desc, l.id desc limit 1
    ) l on true`.execute(db);
  const row = head.rows[0];
  if (!row) throw new Error('catalog_version has no row (migration 0016)');
  return row;
}

/**
 * The buyer's level and the cached inputs of one panel. A hit is one statement: the version and
 * the level, read with the session for a signed-in call (tokens.ts PriceHead), else on their
 * own. The inputs' own statement, only on a miss, reads the version again in its snapshot and
 * the copy is kept under that one. It is two statements, not one with the inputs in a CASE,
 * because PostgreSQL plans the whole statement every time, the branch it skips too, and on
 * PGlite that planning cost more than the count it saved.
 *
 * A head read with the session is as exact as one read here: a copy stored under that version
 * is the tables as of the session statement's snapshot, a few microseconds earlier.
 */
async function read<T>(
  db: Db,
  key: string,
  inputs: RawBuilder<unknown>,
  buyer: Buyer,
  parse: (json: unknown) => T,
): Promise<{ level: PriceLevel | null; value: T }> {
  const cache = cacheOf(db);
  const cached = cache.get(key) as Entry<T> | undefined;
  const head = buyer?.priceHead;
  const row = head
    ? { version: head.catalogVersion, level_name: head.levelName, level_percent: head.levelPercent }
    : await readHead(db, buyer);
  const level = levelOf(row);
  if (cached && cached.version === row.version) return { level, value: cached.value };
  const fresh = await sql<{ version: string; inputs: unknown }>`
    select v.epoch || ':' || v.version as version, ${inputs} as inputs from catalog_version v`.execute(db);
  const miss = fresh.rows[0];
  if (!miss) throw new Error('catalog_version has no row (migration 0016)');
  const value = parse(typeof miss.inputs === 'string' ? JSON.parse(miss.inputs) : miss.inputs);
  if (!cache.has(key) && cache.size >= MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, { version: miss.version, value });
  return { level, value };
}

const asRows = (json: unknown): Record<string, unknown>[] =>
  Array.isArray(json) ? (json as Record<string, unknown>[]) : [];

/** Activation offers of service × country per operator, cheapest first, and the buyer's level. */
export function activationInputs(db: Db, serviceId: number, countryId: number, buyer: Buyer) {
  return read<OperatorOffer[]>(db, `a:${serviceId}:${countryId}`, activationSql(serviceId, countryId), buyer, (json) =>
    asRows(json).map((o) => ({
      id: Number(o.id),
      name: String(o.name),
      price: Number(o.price),
      count: Number(o.count),
    })),
  );
}

/** Rent list prices and operators of service × country, and the buyer's level. */
export function rentInputs(db: Db, serviceId: number, countryId: number, buyer: Buyer) {
  return read<RentInputs>(db, `r:${serviceId}:${countryId}`, rentSql(serviceId, countryId), buyer, (json) => {
    const o = (json ?? {}) as { prices?: unknown; operators?: unknown };
    return {
      prices: (Array.isArray(o.prices) ? (o.prices as unknown[][]) : []).map(([p, v]) => [Number(p), Number(v)]),
      operators: asRows(o.operators).map((r) => ({ id: Number(r.id), name: String(r.name), count: Number(r.count) })),
    };
  });
}
