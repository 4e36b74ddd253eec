import type { UpstreamErrorCode } from '@contracts/errors';

/**
 * What each REST v1 operation can refuse with, beside the answers every one can give (401, 422
 * VALIDATION_FAILED, 429, 503; 404 for one with an id or in ROUTE_NOT_FOUND): read off the service each route calls
 * (commerce/activation-service.ts explainRefusal, rent-service.ts, purchase-price-cap,
 * idempotency-reuse.ts, sandbox-sms.ts, payments/statement.ts). The document lists these per
 * operation, so a bot's author sees that a cancel can answer CODE_RECEIVED and never
 * NO_BALANCE. A route absent here refuses nothing of its own.
 */
export type Refusals = Partial<Record<403 | 409 | 422, readonly UpstreamErrorCode[]>>;

const BUY: Refusals = {
  403: ['BUYING_PAUSED'],
  409: ['NO_BALANCE', 'NO_NUMBERS', 'PRICE_CHANGED'],
  422: ['IDEMPOTENCY_KEY_REUSED'],
};

export const ROUTE_REFUSALS: Readonly<Record<string, Refusals>> = {
  'activations.buy': { ...BUY, 409: [...BUY[409]!, 'ACTIVATION_LIMIT'] },
  'activations.cancel': { 409: ['CANCEL_LOCKED', 'CODE_RECEIVED', 'ALREADY_FINISHED'] },
  'activations.finish': { 409: ['NO_CODE_YET', 'ALREADY_FINISHED'] },
  'activations.retry': { 409: ['RETRY_NOT_YET', 'ALREADY_FINISHED'] },
  'rent.buy': BUY,
  'rent.extend': {
    409: ['NO_BALANCE', 'PRICE_CHANGED', 'ALREADY_FINISHED'],
    422: ['IDEMPOTENCY_KEY_REUSED', 'PERIOD_NOT_OFFERED'],
  },
  'rent.extend-price': { 409: ['ALREADY_FINISHED'] },
  'rent.cancel': { 409: ['RENT_NOT_REFUNDABLE', 'ALREADY_FINISHED'] },
  'rent.finish': { 409: ['ALREADY_FINISHED'] },
  'sandbox.activation-sms': { 409: ['SANDBOX_SMS_LIMIT', 'ALREADY_FINISHED'] },
  'sandbox.rent-sms': { 409: ['SANDBOX_SMS_LIMIT', 'ALREADY_FINISHED'] },
  'statement.export': { 422: ['EXPORT_TOO_LARGE'] },
};

/**
 * Operations without an id in their path that still answer 404 NOT_FOUND, and when: an id's
 * 404 the document adds by itself, these it could not guess. Read off the services the same way
 * (every `notFound` a served handler can reach with a valid key).
 */
export const ROUTE_NOT_FOUND: Readonly<Record<string, string>> = {
  'sandbox.reset': 'a live key: only the sandbox key (or the settings page) resets the sandbox balance',
};

/** What each code means, for the document's answer descriptions. */
export const REFUSAL_TEXT: Readonly<Partial<Record<UpstreamErrorCode, string>>> = {
  BUYING_PAUSED: 'too many cancellations in 24 hours: buying is paused for a while',
  NO_BALANCE: 'the balance does not cover it',
  NO_NUMBERS: 'no number in stock for this service and country',
  PRICE_CHANGED: 'it costs more than `max_price` now (`price` says what); nothing was charged',
  ACTIVATION_LIMIT: 'the most open activations a key may hold',
  IDEMPOTENCY_KEY_REUSED: 'the `Idempotency-Key` was used for a different purchase or extension; nothing was charged',
  CANCEL_LOCKED: 'an activation can be cancelled 2 minutes after purchase',
  CODE_RECEIVED: 'a code has arrived: finish it or ask for another code',
  ALREADY_FINISHED: 'it is closed or expired',
  NO_CODE_YET: 'no code has arrived yet: there is nothing to finish (cancel it instead)',
  RETRY_NOT_YET: 'another code can be asked for only once a code has arrived',
  RENT_NOT_REFUNDABLE: 'past the 20 minutes, or an SMS has arrived: finish it instead',
  PERIOD_NOT_OFFERED: 'the period is not offered for this number (any more): read the extend prices again',
  SANDBOX_SMS_LIMIT: 'the purchase holds 20 SMS, the most it takes',
  EXPORT_TOO_LARGE: 'more than 50,000 rows match: export a shorter period',
};
