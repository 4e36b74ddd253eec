import { z } from 'zod';
import { defineRoute } from './route';
import { idParam, maxPrice, minorUnits } from './commerce-query';
import { activeListQuery, antifraudBlock, rentEntry } from './number-entry';
import { paginationMeta } from './errors';
import { priceDiscount, priceLevel, rentPeriod } from './catalog';

export { RENT_CANCEL_WINDOW_MINUTES } from './number-limits';

const idPath = z.object({ id: idParam });

export const activeRentsResponse = z.object({
  status: z.literal(true),
  numbers: z.object({ data: z.array(rentEntry), meta: paginationMeta }),
  antifraud: antifraudBlock,
  total_count: z.number().int(),
});
export const listActiveRents = defineRoute({
  id: 'rent.active',
  method: 'GET',
  path: '/api/user/active-rent-numbers',
  auth: 'user',
  apiKey: true,
  query: activeListQuery,
  response: activeRentsResponse,
  summary: 'Active rentals, filtered and paginated.',
});

export const latestRentsResponse = z.object({ status: z.literal(true), purchases: z.array(rentEntry) });
export const latestRents = defineRoute({
  id: 'rent.latest',
  method: 'GET',
  path: '/api/user/latest-rent-purchases',
  auth: 'user',
  apiKey: true,
  response: latestRentsResponse,
  summary: 'The 10 most recent rentals in any status.',
});

export const buyRentBody = z.object({
  service_id: idParam,
  country_id: idParam,
  period: rentPeriod,
  operator_id: idParam.optional(),
  idempotency_key: z.string().min(8).max(100).optional(),
  max_price: maxPrice.optional(),
});
export type BuyRentBody = z.infer<typeof buyRentBody>;

export const rentResult = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  rent: rentEntry,
  balance: minorUnits,
  /**
   * A new purchase or an extension: what this operation charged (after the loyalty discount),
   * with the list price, the discount and the level. Absent on other actions and replays.
   */
  charged: z.object({ price: minorUnits, ...priceDiscount, ...priceLevel }).optional(),
});
export const buyRent = defineRoute({
  id: 'rent.buy',
  method: 'POST',
  path: '/api/rent/buy',
  auth: 'user',
  apiKey: true,
  idempotent: true,
  successStatuses: [201, 200],
  body: buyRentBody,
  response: rentResult,
  summary:
    'Rents a number for a period at the period price, at most max_price. 409 NO_NUMBERS / NO_BALANCE / PRICE_CHANGED. The same Idempotency-Key returns the original rental; for another service, country, operator or period it answers 422 IDEMPOTENCY_KEY_REUSED.',
});

export const extendPriceResponse = z.object({
  status: z.literal(true),
  data: z.object({
    periods: z.array(
      z.object({ period: z.number().int(), price: minorUnits, expired_date: z.string(), ...priceDiscount }),
    ),
    expired_date: z.string(),
    ...priceLevel,
  }),
});
export const getExtendPrice = defineRoute({
  id: 'rent.extend-price',
  method: 'GET',
  path: '/api/rent/{id}/extend-price',
  auth: 'user',
  apiKey: true,
  params: idPath,
  response: extendPriceResponse,
  summary: 'The price of extending a rental by each period, with the resulting expiry.',
});

export const extendRentBody = z.object({
  period: rentPeriod,
  /** The body form of the Idempotency-Key header: the same key extends once. */
  idempotency_key: z.string().min(8).max(100).optional(),
  max_price: maxPrice.optional(),
});
export const extendRent = defineRoute({
  id: 'rent.extend',
  method: 'POST',
  path: '/api/rent/{id}/extend',
  auth: 'user',
  apiKey: true,
  idempotent: true,
  successStatuses: [201, 200],
  params: idPath,
  body: extendRentBody,
  response: rentResult,
  summary:
    'Extends an active rental before it expires; charged at the period price, at most max_price (409 PRICE_CHANGED). The same Idempotency-Key extends once; for another period it answers 422 IDEMPOTENCY_KEY_REUSED.',
});

const action = (verb: string, summary: string) =>
  defineRoute({
    id: `rent.${verb}`,
    method: 'POST',
    path: `/api/rent/{id}/${verb}`,
    auth: 'user',
    apiKey: true,
    params: idPath,
    response: rentResult,
    summary,
  });
export const cancelRent = action(
  'cancel',
  'Cancels with a full refund within 20 minutes of purchase and before any SMS; 409 otherwise.',
);
export const finishRent = action('finish', 'Ends a rental early, without refund, releasing the number.');
export const readAllRent = action('read-all', 'Marks every message of the rental as viewed.');

export const rentRoutes = [
  listActiveRents,
  latestRents,
  buyRent,
  getExtendPrice,
  extendRent,
  cancelRent,
  finishRent,
  readAllRent,
];
