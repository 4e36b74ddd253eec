import { z } from 'zod';
import { searchText } from './list-query';
import { defineRoute } from './route';
import { idParam, isoDay, minorUnits, pageParam } from './commerce-query';
import { paginationMeta } from './errors';

export const paymentSystem = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  icon: z.string(),
  kind: z.enum(['card', 'crypto', 'wallet', 'bank']),
  /** Top-up limits in minor units. */
  min_amount: minorUnits,
  max_amount: minorUnits,
  /** One-tap amounts for the top-up form, within the limits, minor units. */
  presets: z.array(minorUnits),
  /**
   * Crypto systems: the coin and the rate a top-up would be quoted at now (minor units of the
   * account currency per coin). `demo_rate`: a fixed rate of the demo gateway, not a market price.
   */
  coin: z.object({ code: z.string(), decimals: z.number().int(), rate: minorUnits, demo_rate: z.boolean() }).nullable(),
});
export type PaymentSystem = z.infer<typeof paymentSystem>;

export const paymentStatus = z.enum(['pending', 'paid', 'failed', 'expired']);

/** The top-up code form (spec §3): where and how much to pay, until when. */
export const topUpCode = z.object({
  transaction_id: z.string(),
  system: z.string(),
  address: z.string(),
  amount: minorUnits,
  expired_at: z.string(),
  /** Text to render as a QR code (payment URI). */
  qrCode: z.string(),
  /** Card, bank and wallet systems: the payment page to open (same as `address`); null for crypto. */
  pay_url: z.string().nullable(),
  /**
   * Crypto systems: what to send, in the coin (`amount` is a decimal string in the coin), the rate
   * used (minor units per coin) and until when that quote holds. null for other systems.
   */
  crypto: z
    .object({
      currency: z.string(),
      amount: z.string(),
      rate: minorUnits,
      rate_expires_at: z.string(),
      demo_rate: z.boolean(),
    })
    .nullable(),
});
export type TopUpCode = z.infer<typeof topUpCode>;

export const paymentsResponse = z.object({
  status: z.literal(true),
  default_system: z.string(),
  systems: z.record(z.string(), paymentSystem),
  /** Pending top-ups not yet expired, keyed by transaction id. */
  active_payments: z.record(z.string(), topUpCode),
});
export const getPayments = defineRoute({
  id: 'payments.systems',
  method: 'GET',
  path: '/api/payments',
  auth: 'user',
  response: paymentsResponse,
  summary: 'Payment systems with the default, and the pending top-ups.',
});

export const topUpBody = z.object({ system: z.string().min(1).max(40), amount: minorUnits.positive() });
export const topUpResponse = z.object({ status: z.literal(true), data: topUpCode });
export const createTopUp = defineRoute({
  id: 'payments.top-up',
  method: 'POST',
  path: '/api/payments/top-up',
  auth: 'user',
  body: topUpBody,
  response: topUpResponse,
  summary: 'Creates a pending top-up and returns the code form; the gateway webhook confirms it.',
});

/**
 * Gateway → upstream. Headers: `X-Timestamp` (unix seconds) and `X-Signature` =
 * hex HMAC-SHA256(secret, timestamp + "." + raw body). Stale (> 5 min) or replayed
 * signatures are rejected; a payment is credited exactly once.
 */
export const paymentWebhookBody = z.object({
  transaction_id: z.string().min(1).max(100),
  status: z.enum(['paid', 'failed']),
  amount: minorUnits.positive(),
  /** The gateway's own reference, kept for reconciliation. */
  external_id: z.string().max(200).optional(),
});
export type PaymentWebhookBody = z.infer<typeof paymentWebhookBody>;
export const paymentWebhookResponse = z.object({
  status: z.literal(true),
  /** false when the payment was already settled (a repeated notification). */
  applied: z.boolean(),
  payment_status: paymentStatus,
});
export const paymentWebhook = defineRoute({
  id: 'payments.webhook',
  method: 'POST',
  path: '/api/payments/webhook',
  auth: 'guest',
  browser: false,
  body: paymentWebhookBody,
  response: paymentWebhookResponse,
  summary: 'Signed gateway notification; confirms a top-up exactly once, credits the balance, publishes BalanceTopup.',
});

export const paymentHistoryQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  page: pageParam,
  /** A preset range (today: the `Zone` header's day, UTC without one); from/to override it. */
  date: z.enum(['today', 'week', 'month', 'year', 'all']).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** Part of a transaction id. */
  search: searchText.optional(),
  /** A payment system id (see payment-history-options). */
  payment_id: idParam.optional(),
});
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuery>;

export const paymentHistoryItem = z.object({
  id: z.number().int(),
  transaction_id: z.string(),
  system: paymentSystem.pick({ id: true, key: true, name: true, icon: true }),
  amount: minorUnits,
  status: paymentStatus,
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export const paymentHistoryResponse = z.object({
  status: z.literal(true),
  history: z.object({ data: z.array(paymentHistoryItem), meta: paginationMeta }),
});
export const getPaymentHistory = defineRoute({
  id: 'payments.history',
  method: 'GET',
  path: '/api/payments-history',
  auth: 'user',
  apiKey: true,
  query: paymentHistoryQuery,
  response: paymentHistoryResponse,
  summary: 'The user’s top-ups, newest first.',
});

export const paymentHistoryOptionsResponse = z.object({
  status: z.literal(true),
  data: z.array(paymentSystem.pick({ id: true, key: true, name: true, icon: true })),
});
export const getPaymentHistoryOptions = defineRoute({
  id: 'payments.history-options',
  method: 'GET',
  path: '/api/payment-history-options',
  auth: 'user',
  apiKey: true,
  response: paymentHistoryOptionsResponse,
  summary: 'Payment systems for the history filter, with icons.',
});

export const paymentRoutes = [getPayments, createTopUp, paymentWebhook, getPaymentHistory, getPaymentHistoryOptions];
