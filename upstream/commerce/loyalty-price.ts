import type { Db } from '../db/database';
import { DomainError } from '../server/errors';
import { userLevel } from '../platform/loyalty-routes';

/**
 * Loyalty discount arithmetic, in integer minor units. Rounding (always in the buyer's favour
 * by at most one minor unit, never below one unit):
 *
 *   discount = floor(list × percent / 100), capped at list − 1
 *   price    = list − discount
 *
 * So the buyer never pays more than list × (100 − percent) / 100 rounded up to the next minor
 * unit, the discount never exceeds what the percent implies, and a list price of ≥ 1 never
 * becomes free (a ledger charge is always positive). `percent` outside 0–100 is clamped;
 * a list price of 0 stays 0. Migration 0018's loyalty_discount is the same arithmetic in SQL,
 * for the buy that charges the price it quotes (tests/upstream/commerce-loyalty-pricing compares).
 */
export function discounted(listPrice: number, percent: number): { price: number; discount: number } {
  if (!Number.isSafeInteger(listPrice) || listPrice < 0) throw new Error(`list price must be whole, got ${listPrice}`);
  const p = Math.min(100, Math.max(0, Math.trunc(percent)));
  const discount = Math.min(Math.floor((listPrice * p) / 100), Math.max(0, listPrice - 1));
  return { price: listPrice - discount, discount };
}

/** The level a buyer's prices are quoted at; null for a guest or a user below every level. */
export interface PriceLevel {
  name: string;
  discount_percent: number;
}

/** A price as answered to clients: `price` is what is charged, the rest explains it. */
export interface Quote {
  price: number;
  list_price: number;
  discount: number;
  discount_percent: number;
  level: string | null;
}

export function quote(listPrice: number, level: PriceLevel | null): Quote {
  const percent = level?.discount_percent ?? 0;
  const { price, discount } = discounted(listPrice, percent);
  return { price, list_price: listPrice, discount, discount_percent: percent, level: level?.name ?? null };
}

/** The buyer's level at `now` (settled spend so far); a guest (null) gets list prices. */
export async function buyerLevel(db: Db, userId: number | null, now: Date): Promise<PriceLevel | null> {
  if (userId === null) return null;
  const level = await userLevel(db, userId, now);
  return level ? { name: level.name, discount_percent: level.discount_percent } : null;
}

/** The level part of a price answer (beside per-item prices). */
export const levelFields = (level: PriceLevel | null) => ({
  discount_percent: level?.discount_percent ?? 0,
  level: level?.name ?? null,
});

/** A per-item quote as answered: the level itself is said once, beside the items. */
export const quoteFields = (q: Pick<Quote, 'price' | 'list_price' | 'discount'>) => ({
  price: q.price,
  list_price: q.list_price,
  discount: q.discount,
});

/** `price` with its breakdown at a level, for a list price that may be missing (not offered). */
export function pricedAt(listPrice: number | null | undefined, level: PriceLevel | null) {
  if (listPrice === null || listPrice === undefined) return { price: null, list_price: null, discount: null };
  return quoteFields(quote(listPrice, level));
}

/**
 * A buyer's `max_price` (the price their confirm dialog, price card or bot agreed to) is a cap:
 * a purchase that would cost more now charges nothing and answers 409 PRICE_CHANGED with the
 * price it costs now, for the buyer to agree to again.
 */
export const priceChanged = (price: number): DomainError =>
  new DomainError(409, 'PRICE_CHANGED', 'The price rose above max_price; nothing was charged.', { price });

/** Refuses a price above the buyer's cap, when they gave one. */
export function assertWithinCap(price: number, maxPrice: number | undefined): void {
  if (maxPrice !== undefined && price > maxPrice) throw priceChanged(price);
}
