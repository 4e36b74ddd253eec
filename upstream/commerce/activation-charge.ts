import { sql } from 'kysely';
import type { ActivationEntry } from '@contracts/number-entry';
import type { Db } from '../db/database';
import type { Locale } from '../server/client-headers';
import { activationEntryOf, type ActivationEntryRow } from './entries';
import { balanceChange, noBalance, type AccountAfter } from './ledger';
import { heldCte, withHold, type PoolOffer } from './pool';

/** What a new activation is bought with: the operator's offer and the price it is charged. */
export interface ChargeInput {
  userId: number;
  offer: PoolOffer;
  /** Digit prefixes the number must not start with, as pool.ts's avoidedPrefixes resolved them. */
  avoided: readonly string[];
  price: number;
  listPrice: number;
  discount: number;
  idempotencyKey: string | null;
  createdAt: Date;
  expiresAt: Date;
  cancelAvailableAt: Date;
}

/** The new activation's entry columns (a fresh purchase has no refund yet) and the account after the charge. */
type Row = Omit<ActivationEntryRow, 'refunded'> & {
  balance: number | null;
  sandbox_of: number | null;
  locale: string | null;
  currency: 'usd' | 'rub' | null;
};

/**
 * A live purchase's writes as one statement (issue 19: they were three): the hold on a random
 * free number of the operator (pool.ts's heldCte, which also reserves the activation's id), the
 * activation, and its charge with the ledger entry (ledger.ts's balanceChange, guarded so the
 * balance stays ≥ 0), answering the entry with its names and the account after the charge.
 * Null when the operator has no free number. NO_BALANCE when the charge did not fit: the caller's
 * transaction then rolls the hold and the activation back with it. Sandbox accounts, whose
 * numbers are virtual, buy through pool.ts's holdNumber instead.
 */
export async function holdAndCharge(
  trx: Db,
  c: ChargeInput,
  locale: Locale,
): Promise<{ activation: ActivationEntry; account: AccountAfter } | null> {
  const charge = balanceChange({
    from: sql`x`,
    userId: sql`x.user_id`,
    signed: sql`-x.price`,
    debit: true,
    kind: 'activation_charge',
    ref: sql`'activation:' || x.id`,
    at: c.createdAt,
  });
  return withHold(trx, c.offer, async () => {
    const result = await sql<Row>`
      with ${heldCte(c.offer, 'activation', c.avoided)}, x as (
        insert into activations (id, number_id, phone, user_id, service_id, country_id, operator_id, price, list_price,
          discount, status, idempotency_key, created_at, expires_at, cancel_available_at)
        select held.ref_id, held.number_id, n.phone, ${c.userId}::int, ${c.offer.serviceId}::int, ${c.offer.countryId}::int,
          ${c.offer.operatorId}::int, ${c.price}::bigint, ${c.listPrice}::bigint, ${c.discount}::bigint, 'waiting',
          ${c.idempotencyKey}::text, ${c.createdAt}::timestamptz, ${c.expiresAt}::timestamptz,
          ${c.cancelAvailableAt}::timestamptz
        from held join phone_numbers n on n.id = held.number_id
        returning *
      ), ${charge}
      select x.id, x.phone, x.price, x.list_price, x.discount, x.status, x.created_at, x.expires_at, x.cancel_available_at,
        s.id as service_id, s.name as service_name, s.slug as service_slug,
        c.id as country_id, c.name as country_name, c.iso as country_iso, o.id as operator_id, o.name as operator_name,
        u.balance, u.sandbox_of, u.locale, u.currency
      from x
      join services s on s.id = x.service_id
      join countries c on c.id = x.country_id
      join operators o on o.id = x.operator_id
      left join u on true`.execute(trx);
    const r = result.rows[0];
    if (!r) return null;
    if (r.balance === null) throw noBalance();
    // A row not yet committed has no messages and no refund.
    return {
      activation: activationEntryOf({ ...r, refunded: 0 }, [], locale),
      account: {
        balance: Number(r.balance),
        sandbox_of: r.sandbox_of,
        locale: r.locale ?? 'en',
        currency: r.currency ?? 'usd',
      },
    };
  });
}
