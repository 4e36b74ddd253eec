import type { Db } from '../db/database';
import { DomainError } from '../server/errors';

/**
 * An idempotency key names one purchase. A replay that asks for something else under the same
 * key (another service, country, operator or period) is a client's bug, not a retry: answering
 * with the first purchase would tell it that it bought what it asked for. It is refused, as
 * Stripe and the IETF Idempotency-Key draft do (422), and nothing is charged.
 */
export interface KeyedIntent {
  serviceId: number;
  countryId: number;
  /** Only when the request names one: without it any operator fits. */
  operatorId?: number;
  /** Rentals: hours. */
  period?: number;
}

export function keyReused(): DomainError {
  return new DomainError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different purchase, so nothing was charged. Send a new key for a new purchase.',
  );
}

/** Throws keyReused when purchase `id` (found by the key) is not what `intent` asks for. */
export async function assertSameIntent(
  db: Db,
  table: 'activations' | 'rentals',
  id: number,
  intent: KeyedIntent,
): Promise<void> {
  const row =
    table === 'rentals'
      ? await db
          .selectFrom('rentals')
          .select(['service_id', 'country_id', 'operator_id', 'period'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      : await db
          .selectFrom('activations')
          .select(['service_id', 'country_id', 'operator_id'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
  const same =
    row.service_id === intent.serviceId &&
    row.country_id === intent.countryId &&
    (intent.operatorId === undefined || row.operator_id === intent.operatorId) &&
    (intent.period === undefined || !('period' in row) || row.period === intent.period);
  if (!same) throw keyReused();
}
