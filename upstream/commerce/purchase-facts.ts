import { sql } from 'kysely';
import type { Db } from '../db/database';
import { supportedLocales, type Locale } from '../server/client-headers';
import type { PriceLevel } from './loyalty-price';
import { OPEN_ACTIVATION } from './open-activation-limit';

/**
 * Everything an activation purchase decides on, read inside its transaction once the buyer's
 * row is locked: purchases of one user queue behind each other, so two racing buys cannot both
 * see room under the open-activation cap. The lock is its own statement on purpose. In one
 * statement (`… for update of u` with the counts as subqueries), PostgreSQL reads the
 * subqueries from the snapshot the statement started with, before it waited for the lock, so a
 * buy queued behind another still counted the open activations as they were before that one
 * committed, and both got past the cap (tests/upstream/rest-v1-limits.test.ts caught it). In
 * READ COMMITTED the next statement takes a fresh snapshot, after the lock.
 * A purchase used to read these one query at a time (antifraud, offers with live stock
 * recounted, loyalty levels, lifetime spend summed over the ledger, the lock, the open count,
 * sandbox): 7 round trips, now 2. The partial indexes of migration 0014 serve both counts.
 */
export interface PurchaseFacts {
  sandbox: boolean;
  /** The language the buyer last used the site in: their purchase's entry is named in it. */
  locale: Locale;
  /** Cancellations in the last 24 h (antifraud). */
  cancelled: number;
  /** Open activations not yet past their 20 minutes (the cap). */
  open: number;
  level: PriceLevel | null;
  /** The offer's operators (all, or the one asked for), cheapest first. */
  offers: { id: number; price: number }[];
}

export async function activationPurchaseFacts(
  trx: Db,
  userId: number,
  offer: { serviceId: number; countryId: number; operatorId?: number },
  now: Date,
): Promise<PurchaseFacts | null> {
  const since = new Date(now.getTime() - 86_400_000);
  const operator = offer.operatorId === undefined ? sql`true` : sql`p.operator_id = ${offer.operatorId}`;
  const locked = await sql`select id from users where id = ${userId} for update`.execute(trx);
  if (locked.rows.length === 0) return null;
  const result = await sql<{
    sandbox_of: number | null;
    locale: string | null;
    cancelled: number;
    open: number;
    level_name: string | null;
    level_percent: number | null;
    offers: { id: number; price: number | string }[] | string | null;
  }>`
    select u.sandbox_of, u.locale,
      (select count(*)::int from activations a
        where a.user_id = u.id and a.status = 'cancelled' and a.closed_at > ${since}) as cancelled,
      (select count(*)::int from activations a
        where a.user_id = u.id and a.status in (${sql.join(OPEN_ACTIVATION)}) and a.expires_at > ${now}) as open,
      l.name as level_name, l.discount_percent as level_percent,
      (select json_agg(json_build_object('id', p.operator_id, 'price', p.price) order by p.price, p.operator_id)
        from activation_prices p
        where p.service_id = ${offer.serviceId} and p.country_id = ${offer.countryId} and ${operator}) as offers
    from users u
    left join lateral (
      select name, discount_percent from loyalty_levels
      where min_spend <= greatest(u.spent, 0) order by min_spend desc, id desc limit 1
    ) l on true
    where u.id = ${userId}`.execute(trx);
  const row = result.rows[0];
  if (!row) return null;
  const offers = typeof row.offers === 'string' ? (JSON.parse(row.offers) as typeof row.offers) : row.offers;
  return {
    sandbox: row.sandbox_of !== null,
    locale: supportedLocales.find((l) => l === row.locale) ?? 'en',
    cancelled: Number(row.cancelled),
    open: Number(row.open),
    level: row.level_name === null ? null : { name: row.level_name, discount_percent: Number(row.level_percent ?? 0) },
    offers: (Array.isArray(offers) ? offers : []).map((o) => ({ id: Number(o.id), price: Number(o.price) })),
  };
}
