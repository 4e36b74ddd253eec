import { sql } from 'kysely';
import type { ActivationEntry } from '@contracts/number-entry';
import type { Db } from '../db/database';
import { activationEntryOf, type ActivationEntryRow } from './entries';
import { balanceChange, type AccountAfter } from './ledger';
import { discountSql, type Quote } from './loyalty-price';
import { notAvoided } from './pool';
import { levelFrom, localeFrom, lockedBuyerFacts, type LockedFactsRow } from './purchase-facts';
import { ANTIFRAUD_CANCEL_LIMIT } from './active-lists';

/** What a new activation is bought with. */
export interface LiveBuyInput {
  userId: number;
  serviceId: number;
  countryId: number;
  /** Only this operator's offer; every operator's, cheapest first, when absent. */
  operatorId?: number;
  /** Digit prefixes the number must not start with, as pool.ts's avoidedPrefixes resolved them. */
  avoided: readonly string[];
  idempotencyKey: string | null;
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
  /** The price the chosen number would cost; null when no operator had a free number. */
  pick_price: number | null;
  /** The activation's id: null when nothing was bought. */
  id: number | null;
  balance_after: number | null;
} & Partial<Omit<ActivationEntryRow, 'refunded' | 'id'>>;

/**
 * A live activation purchase as one statement, with no transaction around it (issue 19: it was
 * BEGIN, lock, facts, the writes, COMMIT). In order of data flow:
 * - `f`: the buyer's row locked, then their facts read (purchase-facts.ts, migration 0017);
 * - `q`: the operators' prices at the buyer's loyalty level (loyalty-price.ts's discountSql),
 *   only when every purchase rule lets them buy: a live account, under the antifraud limit and
 *   the open-activation cap. The service checks the same facts again to say which rule refused;
 * - `pick`: a random free number of the cheapest operator that has one, not starting with an
 *   avoided prefix (read on the statement's snapshot, so a number a concurrent buyer took just
 *   before is seen by the hold's ON CONFLICT, not here);
 * - `held`: the hold, only when the balance read under the lock covers the price; it reserves
 *   the activation's id from the activations sequence (as pool.ts's heldCte does);
 * - `x`: the activation; `u`…: its charge with the ledger entry (ledger.ts's balanceChange),
 *   unguarded because the balance was checked under the lock, so users' CHECK (balance >= 0)
 *   would fail the whole statement rather than let an activation go uncharged.
 * Nothing is written unless everything is: the hold, the activation and the charge come from
 * the same row. The lock is held to the end of this statement's own transaction.
 */
export async function buyLiveActivation(db: Db, c: LiveBuyInput): Promise<LiveBuyRow | null> {
  const operator = c.operatorId === undefined ? sql`true` : sql`p.operator_id = ${c.operatorId}`;
  const offered = sql`p.service_id = ${c.serviceId} and p.country_id = ${c.countryId} and ${operator}`;
  const charge = balanceChange({
    from: sql`x`,
    userId: sql`x.user_id`,
    signed: sql`-x.price`,
    debit: true,
    checkedUnderLock: true,
    kind: 'activation_charge',
    ref: sql`'activation:' || x.id`,
    at: c.createdAt,
  });
  const result = await sql<LiveBuyRow>`
    with f as materialized (
      select * from ${lockedBuyerFacts(c.userId, c.createdAt)}
    ), q as (
      select p.operator_id, p.price as list_price, ${discountSql(sql`p.price`, sql`f.level_percent`)} as discount
      from f join activation_prices p on ${offered}
      where f.sandbox_of is null and f.cancelled < ${ANTIFRAUD_CANCEL_LIMIT} and f.open < ${c.maxOpen}
    ), pick as materialized (
      select q.operator_id, q.list_price, q.discount, q.list_price - q.discount as price, n.id as number_id, n.phone
      from q join phone_numbers n on n.country_id = ${c.countryId} and n.operator_id = q.operator_id
      where n.enabled and ${notAvoided(c.avoided)}
        and not exists (select 1 from number_holds h where h.number_id = n.id and h.service_id = ${c.serviceId})
      order by q.list_price, q.operator_id, random()
      limit 1
    ), held as (
      insert into number_holds (number_id, service_id, country_id, operator_id, kind, ref_id)
      select pick.number_id, ${c.serviceId}, ${c.countryId}, pick.operator_id, 'activation',
        nextval(pg_get_serial_sequence('activations', 'id'))
      from pick join f on f.balance >= pick.price
      on conflict do nothing
      returning number_id, ref_id
    ), x as (
      insert into activations (id, number_id, phone, user_id, service_id, country_id, operator_id, price, list_price,
        discount, status, idempotency_key, created_at, expires_at, cancel_available_at)
      select held.ref_id, held.number_id, pick.phone, ${c.userId}::int, ${c.serviceId}::int, ${c.countryId}::int,
        pick.operator_id, pick.price, pick.list_price, pick.discount, 'waiting', ${c.idempotencyKey}::text,
        ${c.createdAt}::timestamptz, ${c.expiresAt}::timestamptz, ${c.cancelAvailableAt}::timestamptz
      from held join pick on pick.number_id = held.number_id
      returning *
    ), ${charge}
    select f.*, (select count(*)::int from activation_prices p where ${offered}) as offers, pick.price as pick_price,
      x.id, x.phone, x.price, x.list_price, x.discount, x.status, x.created_at, x.expires_at, x.cancel_available_at,
      s.id as service_id, s.name as service_name, s.slug as service_slug,
      c.id as country_id, c.name as country_name, c.iso as country_iso, o.id as operator_id, o.name as operator_name,
      u.balance as balance_after
    from f
    left join pick on true
    left join x on true
    left join services s on s.id = x.service_id
    left join countries c on c.id = x.country_id
    left join operators o on o.id = x.operator_id
    left join u on true`.execute(db);
  return result.rows[0] ?? null;
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
