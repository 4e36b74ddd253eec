import { z } from 'zod';
import { searchText } from './list-query';
import { commaIds, minorUnits, pageParam } from './commerce-query';

// The shapes shared by activations and rentals: what a bought number looks like in lists,
// latest purchases and the NewCodeReceived realtime event.

export const serviceRef = z.object({ id: z.number().int(), name: z.string(), icon: z.string() });
export const countryRef = z.object({ id: z.number().int(), name: z.string(), flag: z.string() });
export const operatorRef = z.object({ id: z.number().int(), name: z.string() });

export const smsMessage = z.object({
  id: z.number().int(),
  from: z.string(),
  text: z.string(),
  /** The extracted one-time code ("482913" from "482-913"), null when none was found. */
  code: z.string().nullable(),
  viewed: z.boolean(),
  received_at: z.string(),
});
export type SmsMessage = z.infer<typeof smsMessage>;

const entryBase = {
  id: z.number().int(),
  /** E.164, e.g. +447700900123. */
  phone: z.string(),
  service: serviceRef,
  country: countryRef,
  operator: operatorRef.nullable(),
  /** What was charged, minor units (for a rental: purchase plus extensions). */
  price: minorUnits,
  /**
   * The purchase's receipt, kept from when it was bought (a rental's first period): the price
   * before the loyalty discount and the discount. Null for purchases older than the receipt.
   */
  list_price: minorUnits.nullable().optional(),
  discount: minorUnits.nullable().optional(),
  /** Minor units the ledger credited back for it (cancelled, or expired without a code); 0 when none. */
  refunded: minorUnits.nonnegative().optional(),
  created_at: z.string(),
  /** When the number stops receiving codes (ISO 8601). */
  expired_date: z.string(),
  messages: z.array(smsMessage),
};

export const activationStatuses = [
  'waiting', // bought, no code yet; cancelling refunds (after the 2-minute lock)
  'code_received', // a code arrived: finish, or request another code
  'waiting_retry', // another code requested (free); no refund any more
  'finished',
  'cancelled', // refunded
  'expired', // 20 minutes passed without a code; refunded
] as const;
export const activationStatus = z.enum(activationStatuses);

export const activationEntry = z.object({
  ...entryBase,
  type: z.literal('activation'),
  status: activationStatus,
  /** Cancelling is locked until this moment (2 minutes after purchase). */
  cancel_available_at: z.string(),
});
export type ActivationEntry = z.infer<typeof activationEntry>;

export const rentStatuses = ['active', 'finished', 'cancelled', 'expired'] as const;
export const rentStatus = z.enum(rentStatuses);

export const rentEntry = z.object({
  ...entryBase,
  type: z.literal('rent'),
  status: rentStatus,
  /** Hours of the first period bought; extensions move expired_date. */
  period: z.number().int(),
  /** Cancelling with a refund is possible until this moment, and only before any SMS. */
  cancel_available_until: z.string(),
});
export type RentEntry = z.infer<typeof rentEntry>;

/** Filters of the active lists (spec §3: per_page 10, sort newest by default). */
export const activeListQuery = z.object({
  search: searchText.optional(),
  page: pageParam,
  per_page: z.coerce.number().int().min(1).max(50).default(10),
  services_ids: commaIds.optional(),
  countries_ids: commaIds.optional(),
  sort: z.enum(['newest', 'oldest', 'expiring']).default('newest'),
});
export type ActiveListQuery = z.infer<typeof activeListQuery>;

/** Cancellations in the last 24 hours against the limit; past the limit buying is refused. */
export const antifraudBlock = z.object({
  restricted: z.boolean(),
  cancelled_last_24h: z.number().int(),
  limit: z.number().int(),
  message: z.string().nullable(),
});
