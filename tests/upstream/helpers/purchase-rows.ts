import type { Db } from '../../../upstream/db/database';

/**
 * An activation or rental row written directly, for tests that need purchases of any age and
 * status without buying them (no ledger entry, no held number): on the first number that has an
 * activation price. Returns its id.
 */
export async function insertPurchase(
  db: Db,
  p: { kind: 'activation' | 'rent'; userId: number; status: string; createdAt: Date },
): Promise<number> {
  const n = await db
    .selectFrom('phone_numbers as n')
    .innerJoin('activation_prices as p', (j) =>
      j.onRef('p.country_id', '=', 'n.country_id').onRef('p.operator_id', '=', 'n.operator_id'),
    )
    .select(['n.id', 'n.phone', 'p.service_id', 'p.country_id', 'p.operator_id'])
    .orderBy('n.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const common = {
    user_id: p.userId,
    service_id: n.service_id,
    country_id: n.country_id,
    operator_id: n.operator_id,
    number_id: n.id,
    phone: n.phone,
    price: 10,
    created_at: p.createdAt,
    expires_at: new Date(p.createdAt.getTime() + 20 * 60_000),
  };
  const row =
    p.kind === 'activation'
      ? await db
          .insertInto('activations')
          .values({ ...common, status: p.status as 'waiting', cancel_available_at: p.createdAt })
          .returning('id')
          .executeTakeFirstOrThrow()
      : await db
          .insertInto('rentals')
          .values({ ...common, status: p.status as 'active', period: 4, cancel_available_until: p.createdAt })
          .returning('id')
          .executeTakeFirstOrThrow();
  return row.id;
}
