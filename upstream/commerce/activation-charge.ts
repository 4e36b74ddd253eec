import { sql } from 'kysely';
import type { ActivationEntry } from '@contracts/number-entry';
import type { Db } from '../db/database';
import { activationEntryOf, type ActivationEntryRow } from './entries';
import type { AccountAfter } from './ledger';
import type { Quote } from './loyalty-price';
import { antifraudSince, levelFrom, localeFrom, type LockedFactsRow } from './purchase-facts';
import { ANTIFRAUD_CANCEL_LIMIT } from './active-lists';
import { runAs, type UserOrClaim } from '../accounts/session-claim';

/** What a new activation is bought with. */
export interface LiveBuyInput {
  /** The buyer, or the request's session claim, admitted by this very call (session-claim.ts). */
  buyer: UserOrClaim;
  serviceId: number;
  countryId: number;
  /** Only this operator's offer; every operator's, cheapest first, when absent. */
  operatorId?: number;
  /** Digit prefixes the number must not start with, as pool.ts's avoidedPrefixes resolved them. */
  avoided: readonly string[];
  idempotencyKey: string | null;
  /** The most the buyer agreed to pay, minor units (migration 0026); none: the price of the moment. */
  maxPrice?: number;
  /** The open-activation cap (config). */
  maxOpen: number;
  createdAt: Date;
  expiresAt: Date;
  cancelAvailableAt: Date;
}

/** What the statement decided on, and what it bought when it bought. */
export type LiveBuyRow = LockedFactsRow & {
  /** How many operators offer the service in the country (the one asked for: 0 or 1). */
  offers: number;
  /** The price the chosen number would cost (above maxPrice: nothing bought); null when no operator had a free number. */
  pick_price: number | null;
  /** The activation's id: null when nothing was bought. */
  id: number | null;
  balance_after: number | null;
} & Partial<Omit<ActivationEntryRow, 'refunded' | 'id'>>;

/**
 * A live activation purchase as one call of migration 0018's PL/pgSQL function
 * activation_buy_live (its lock and facts inline since 0022), with no transaction around it (issue 19: it was BEGIN, lock, facts, the
 * writes, COMMIT; then one multi-CTE statement that PGlite planned on every call). In order:
 * the buyer's row locked, then their facts read (purchase-facts.ts, migration 0017); when every
 * purchase rule lets them buy (a live account, under the antifraud limit and the open-activation
 * cap: the service checks the same facts again to say which rule refused), a random free number
 * of the cheapest operator that has one, priced at the buyer's loyalty level, not starting with
 * an avoided prefix; then, only when the balance read under the lock covers the price, the
 * hold, the activation and its charge with the ledger entry as ledger.ts's balanceChange writes
 * it (and, since 0026, only when the price is at most the buyer's maxPrice), unguarded: were the check ever wrong, users' CHECK (balance >= 0) fails the whole call
 * rather than let an activation go uncharged. Nothing is written unless everything is. The
 * function's statements keep their plans for the connection's life, so a buy is planned once
 * per connection, not once per call. No row for no such user. With a claim, the session's
 * admission runs first in the same statement (migration 0023), and the buy only for a session.
 */
export async function buyLiveActivation(db: Db, c: LiveBuyInput): Promise<LiveBuyRow | null> {
  return runAs<LiveBuyRow>(db, c.buyer, {
    action: 'activation_buy_live',
    args: (userId) => sql`${userId}, ${c.serviceId}::int, ${c.countryId}::int,
      ${c.operatorId ?? null}::int, ${[...c.avoided]}::text[], ${c.idempotencyKey}::text, ${c.maxOpen}::int,
      ${ANTIFRAUD_CANCEL_LIMIT}::int, ${c.createdAt}::timestamptz, ${antifraudSince(c.createdAt)}::timestamptz,
      ${c.expiresAt}::timestamptz, ${c.cancelAvailableAt}::timestamptz, ${c.maxPrice ?? null}::bigint`,
  });
}

/** A purchase the statement made: its entry (no messages or refund yet), what it cost, the account after. */
export function boughtFrom(r: LiveBuyRow): { activation: ActivationEntry; charged: Quote; account: AccountAfter } {
  const level = levelFrom(r);
  // A bought row has every entry column (the left joins matched); a fresh purchase has no refund.
  const entry = { ...(r as unknown as Omit<ActivationEntryRow, 'refunded'>), refunded: 0 };
  return {
    activation: activationEntryOf(entry, [], localeFrom(r.locale)),
    charged: {
      price: Number(r.price),
      list_price: Number(r.list_price),
      discount: Number(r.discount),
      discount_percent: level?.discount_percent ?? 0,
      level: level?.name ?? null,
    },
    account: {
      balance: Number(r.balance_after),
      sandbox_of: r.sandbox_of,
      locale: r.locale ?? 'en',
      currency: r.currency ?? 'usd',
    },
  };
}
