import { z } from 'zod';
import { defineRoute } from './route';
import { idParam, maxPrice, minorUnits } from './commerce-query';
import { activeListQuery, activationEntry, antifraudBlock, rentEntry } from './number-entry';
import { paginationMeta } from './errors';
import { priceDiscount, priceLevel } from './catalog';

export { ACTIVATION_CANCEL_LOCK_MINUTES, ACTIVATION_TTL_MINUTES } from './number-limits';

const idPath = z.object({ id: idParam });

export const activeActivationsResponse = z.object({
  status: z.literal(true),
  numbers: z.object({ data: z.array(activationEntry), meta: paginationMeta }),
  antifraud: antifraudBlock,
  /** All active activations of the user, unfiltered (navigation badge). */
  total_count: z.number().int(),
});
export const listActiveActivations = defineRoute({
  id: 'activations.active',
  method: 'GET',
  path: '/api/user/active-numbers',
  auth: 'user',
  apiKey: true,
  query: activeListQuery,
  response: activeActivationsResponse,
  summary: 'Active activations (waiting, code received, waiting for another code), filtered and paginated.',
});

export const latestActivationsResponse = z.object({ status: z.literal(true), purchases: z.array(activationEntry) });
export const latestActivations = defineRoute({
  id: 'activations.latest',
  method: 'GET',
  path: '/api/user/latest-purchases',
  auth: 'user',
  apiKey: true,
  response: latestActivationsResponse,
  summary: 'The 10 most recent activations in any status.',
});

export const buyActivationBody = z.object({
  service_id: idParam,
  country_id: idParam,
  operator_id: idParam.optional(),
  /** Fallback for clients that cannot send the Idempotency-Key header. */
  idempotency_key: z.string().min(8).max(100).optional(),
  max_price: maxPrice.optional(),
});
export type BuyActivationBody = z.infer<typeof buyActivationBody>;

export const activationResult = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  activation: activationEntry,
  /** The user's balance after the operation, minor units. */
  balance: minorUnits,
  /**
   * A new purchase: what it charged (after the loyalty discount), with the list price, the
   * discount and the level. Absent on other actions and on an idempotent replay.
   */
  charged: z.object({ price: minorUnits, ...priceDiscount, ...priceLevel }).optional(),
});
export const buyActivation = defineRoute({
  id: 'activations.buy',
  method: 'POST',
  path: '/api/activation/buy',
  auth: 'user',
  apiKey: true,
  idempotent: true,
  successStatuses: [201, 200],
  body: buyActivationBody,
  response: activationResult,
  summary:
    'Takes a free number from the pool and charges the price, at most max_price. 409 NO_NUMBERS / NO_BALANCE / PRICE_CHANGED (with the price now). The same Idempotency-Key returns the original purchase; for another service, country or operator it answers 422 IDEMPOTENCY_KEY_REUSED.',
});

const action = (verb: string, summary: string) =>
  defineRoute({
    id: `activations.${verb}`,
    method: 'POST',
    path: `/api/activation/{id}/${verb}`,
    auth: 'user',
    apiKey: true,
    params: idPath,
    response: activationResult,
    summary,
  });
export const cancelActivation = action(
  'cancel',
  'Cancels before any code and refunds; 409 CANCEL_LOCKED during the first 2 minutes, CODE_RECEIVED after a code.',
);
export const finishActivation = action('finish', 'Closes an activation that received a code.');
export const retryActivation = action('retry', 'Requests another code on the same number, free of charge.');
export const readAllActivation = action('read-all', 'Marks every message of the activation as viewed.');

/**
 * Realtime `Activation.NewCodeReceived` (user.{id}), strict form: the upstream publishes
 * exactly this; realtime-events.ts holds the lenient form clients parse.
 */
export const newCodeReceivedEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('activation'), activation: activationEntry }),
  z.object({ type: z.literal('rent'), activation: rentEntry }),
]);
export type NewCodeReceivedEvent = z.infer<typeof newCodeReceivedEvent>;

export const activationRoutes = [
  listActiveActivations,
  latestActivations,
  buyActivation,
  cancelActivation,
  finishActivation,
  retryActivation,
  readAllActivation,
];
