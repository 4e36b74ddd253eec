import { sql } from 'kysely';
import type { Db } from '../db/database';
import { supportedLocales, type Locale } from '../server/client-headers';
import type { PriceLevel } from './loyalty-price';

/**
 * Everything an activation purchase decides on, read once the buyer's row is locked: purchases
 * of one user queue behind each other, so two racing buys cannot both see room under the
 * open-activation cap. The lock and the read are migration 0017's PL/pgSQL function
 * activation_purchase_facts, because the read must come after the lock. In one plain statement
 * (`… for update of u` with the counts as subqueries), PostgreSQL reads the subqueries from the
 * snapshot the statement started with, before it waited for the lock, so a buy queued behind
 * another still counted the open activations as they were before that one committed, and both
 * got past the cap (tests/upstream/rest-v1-limits.test.ts caught it). The function's statements
 * each take a fresh snapshot (VOLATILE, READ COMMITTED): the lock, then the counts. The lock
 * lasts until the caller's transaction ends — the end of the one statement of a live buy
 * (activation-charge.ts), or the sandbox purchase's transaction. The partial indexes of
 * migration 0014 serve both counts.
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

/** The start of the antifraud window: cancellations since then count. */
export const antifraudSince = (now: Date): Date => new Date(now.getTime() - 86_400_000);

/** The buyer's facts with their row locked, as a FROM item named `f` (one row; none for no such user). */
export function lockedBuyerFacts(userId: number, now: Date) {
  return sql`activation_purchase_facts(${userId}::int, ${now}::timestamptz, ${antifraudSince(now)}::timestamptz) f`;
}

/** The facts' own columns, as the function returns them. */
export interface LockedFactsRow {
  sandbox_of: number | null;
  locale: string | null;
  currency: 'usd' | 'rub' | null;
  balance: number | null;
  cancelled: number | null;
  open: number | null;
  level_name: string | null;
  level_percent: number | null;
}

export const localeFrom = (locale: string | null): Locale => supportedLocales.find((l) => l === locale) ?? 'en';

export const levelFrom = (row: Pick<LockedFactsRow, 'level_name' | 'level_percent'>): PriceLevel | null =>
  row.level_name === null ? null : { name: row.level_name, discount_percent: Number(row.level_percent ?? 0) };

/** The lock, the facts and the offers in one statement (the sandbox purchase's transaction uses it). */
export async function activationPurchaseFacts(
  trx: Db,
  userId: number,
  offer: { serviceId: number; countryId: number; operatorId?: number },
  now: Date,
): Promise<PurchaseFacts | null> {
  const operator = offer.operatorId === undefined ? sql`true` : sql`p.operator_id = ${offer.operatorId}`;
  const result = await sql<LockedFactsRow & { offers: { id: number; price: number | string }[] | string | null }>`
    select f.*,
      (select json_agg(json_build_object('id', p.operator_id, 'price', p.price) order by p.price, p.operator_id)
        from activation_prices p
        where p.service_id = ${offer.serviceId} and p.country_id = ${offer.countryId} and ${operator}) as offers
    from ${lockedBuyerFacts(userId, now)}`.execute(trx);
  const row = result.rows[0];
  if (!row) return null;
  const offers = typeof row.offers === 'string' ? (JSON.parse(row.offers) as typeof row.offers) : row.offers;
  return {
    sandbox: row.sandbox_of !== null,
    locale: localeFrom(row.locale),
    cancelled: Number(row.cancelled),
    open: Number(row.open),
    level: levelFrom(row),
    offers: (Array.isArray(offers) ? offers : []).map((o) => ({ id: Number(o.id), price: Number(o.price) })),
  };
}
