import { sql } from 'kysely';
import { RENT_PERIODS } from '@contracts/catalog';
import type { Db } from '../db/database';
import type { AuthUser } from '../accounts/tokens';
import { levelFields, pricedAt, quote, quoteFields } from './loyalty-price';
import { activationInputs, rentInputs } from './price-cache';

export interface OperatorOffer {
  id: number;
  name: string;
  count: number;
  price: number;
}

/**
 * Activation offers for service × country, per operator, cheapest first. Live stock is counted
 * by (country, operator) — an operator belongs to one country, and saying so lets the count use
 * the partial index phone_numbers_live and number_holds_offer instead of scanning every number.
 */
export async function activationOffers(db: Db, serviceId: number, countryId: number): Promise<OperatorOffer[]> {
  const rows = await sql<OperatorOffer>`
    select o.id, o.name, p.price,
           (select count(*) from phone_numbers n where n.country_id = ${countryId} and n.operator_id = o.id and n.enabled)
         - (select count(*) from number_holds h
             where h.service_id = ${serviceId} and h.country_id = ${countryId} and h.operator_id = o.id) as count
    from activation_prices p
    join operators o on o.id = p.operator_id
    where p.service_id = ${serviceId} and p.country_id = ${countryId}
    order by p.price, o.id`.execute(db);
  return rows.rows.map((r) => ({ id: r.id, name: r.name, price: Number(r.price), count: Number(r.count) }));
}

/**
 * The offer a buyer gets: the chosen operator, or else the cheapest operator that still
 * has numbers (falling back to the cheapest overall so the price is still shown).
 */
export function pickOffer(offers: OperatorOffer[], operatorId?: number): OperatorOffer | undefined {
  if (operatorId !== undefined) return offers.find((o) => o.id === operatorId);
  return offers.find((o) => o.count > 0) ?? offers[0];
}

/**
 * Who asks, and when: null for a guest; a user's priceHead, when read with the session, saves a
 * statement. `now` is the request's clock, which decides which rentals are still refundable and
 * so left out of the level (migration 0034's settled_spend).
 */
export type Buyer = (Pick<AuthUser, 'id' | 'priceHead'> & { now: Date }) | null;

/**
 * Activation price panel, every price at the buyer's loyalty level (userId null: a guest, list
 * prices). Its stock and prices come from the version-checked cache (price-cache.ts).
 */
export async function activationPrice(
  db: Db,
  q: { service_id: number; country_id: number; operator_id?: number },
  buyer: Buyer,
) {
  const { value: offers, level } = await activationInputs(db, q.service_id, q.country_id, buyer);
  const chosen = pickOffer(offers, q.operator_id);
  const count =
    q.operator_id !== undefined ? (chosen?.count ?? 0) : offers.reduce((n, o) => n + Math.max(o.count, 0), 0);
  const operators = offers.map((o) => ({ ...o, ...quoteFields(quote(o.price, level)) }));
  return {
    status: true as const,
    data: { operators, count, ...pricedAt(chosen?.price, level), ...levelFields(level) },
  };
}

/** Rent prices of service × country per period (only the periods priced). */
export async function rentPeriodPrices(db: Db, serviceId: number, countryId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('rent_prices')
    .select(['period', 'price'])
    .where('service_id', '=', serviceId)
    .where('country_id', '=', countryId)
    .execute();
  const known = new Set<number>(RENT_PERIODS);
  return new Map(rows.filter((r) => known.has(r.period)).map((r) => [r.period, Number(r.price)]));
}

/** Free numbers of a country for a rent of one service, per operator. */
export async function rentOperators(db: Db, serviceId: number, countryId: number) {
  const rows = await sql<{ id: number; name: string; count: number }>`
    select o.id, o.name,
           (select count(*) from phone_numbers n where n.country_id = ${countryId} and n.operator_id = o.id and n.enabled)
         - (select count(*) from number_holds h
             where h.service_id = ${serviceId} and h.country_id = ${countryId} and h.operator_id = o.id) as count
    from operators o
    where o.country_id = ${countryId}
    order by o.id`.execute(db);
  return rows.rows.map((r) => ({ id: r.id, name: r.name, count: Number(r.count) }));
}

/** Rent price panel at the buyer's loyalty level, from the version-checked cache like the above. */
export async function rentPrice(
  db: Db,
  q: { service_id: number; country_id: number; period: number; operator_id?: number },
  buyer: Buyer,
) {
  const { value, level } = await rentInputs(db, q.service_id, q.country_id, buyer);
  const prices = new Map(value.prices);
  const ops = value.operators;
  const chosenOps = q.operator_id !== undefined ? ops.filter((o) => o.id === q.operator_id) : ops;
  const count = prices.size === 0 ? 0 : chosenOps.reduce((n, o) => n + Math.max(o.count, 0), 0);
  const chosen = pricedAt(prices.get(q.period), level);
  return {
    status: true as const,
    data: {
      periods: [...prices]
        .sort(([a], [b]) => a - b)
        .map(([period, p]) => ({ period, count, ...quoteFields(quote(p, level)) })),
      operators:
        prices.size === 0
          ? []
          : ops.map((o) => ({
              ...o,
              price: chosen.price ?? 0,
              list_price: chosen.list_price ?? 0,
              discount: chosen.discount ?? 0,
            })),
      count,
      ...chosen,
      period: q.period,
      ...levelFields(level),
    },
  };
}
