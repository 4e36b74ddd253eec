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

/** What a purchase's entry says it is (the answer a replay sends anyway: no extra read). */
interface Bought {
  service: { id: number };
  country: { id: number };
  operator: { id: number } | null;
  period?: number;
}

/** Throws keyReused when the purchase found by the key is not what `intent` asks for. */
export function assertSameIntent(bought: Bought, intent: KeyedIntent): void {
  const same =
    bought.service.id === intent.serviceId &&
    bought.country.id === intent.countryId &&
    (intent.operatorId === undefined || bought.operator?.id === intent.operatorId) &&
    (intent.period === undefined || bought.period === undefined || bought.period === intent.period);
  if (!same) throw keyReused();
}
