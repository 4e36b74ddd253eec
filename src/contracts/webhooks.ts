import { z } from 'zod';
import { defineRoute } from './route';
import { okMessage } from './errors';
import { idParam } from './commerce-query';
import { webhookEvents, webhookPayloadStyles } from './webhook-options';

export { webhookEvents, webhookPayloadStyles, type WebhookEvent } from './webhook-options';

/**
 * Signed webhooks (issue 18 item 3): a user's endpoints, the events they receive and the log
 * of deliveries. Account configuration, so a signed-in session only, never an API key.
 */
export const webhookEvent = z.enum(webhookEvents);

/** What a delivery can carry: the subscribable events plus the "send test event" ping. */
export const webhookDeliveryEvent = z.enum([...webhookEvents, 'webhook.test']);
export type WebhookDeliveryEvent = z.infer<typeof webhookDeliveryEvent>;

export const webhookPayloadStyle = z.enum(webhookPayloadStyles);

export const MAX_WEBHOOK_ENDPOINTS = 3;
export const WEBHOOK_DELIVERY_LOG_SIZE = 50;
export const WEBHOOK_URL_MAX = 2048;

export const webhookUrl = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX)
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter an https:// address.' }));

export const webhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(webhookEvent),
  payload_style: webhookPayloadStyle,
  paused: z.boolean(),
  /** Deliveries that failed in a row; the endpoint pauses when it reaches the limit. */
  failure_streak: z.number().int(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/**
 * Why an attempt failed, for the delivery log to say in the reader's language (last_error is
 * the sender's English detail): no answer in time, a redirect (never followed), a status other
 * than 2xx, a name without a public address, an address the rules refuse, or no connection.
 */
export const webhookDeliveryErrors = [
  'timeout',
  'redirect',
  'http_status',
  'unresolved',
  'address_refused',
  'connection',
] as const;
export type WebhookDeliveryError = (typeof webhookDeliveryErrors)[number];

export const webhookDelivery = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  event: webhookDeliveryEvent,
  state: z.enum(['pending', 'delivered', 'failed']),
  /** The receiver's HTTP status of the last attempt; null before one or when it never answered. */
  status_code: z.number().int().nullable(),
  attempts: z.number().int(),
  /** An event of the user's sandbox key (a virtual purchase), not of a live one. */
  sandbox: z.boolean(),
  last_error: z.string().nullable(),
  /** Null after a success, before the first attempt, and for attempts logged before it existed. */
  error_code: z.enum(webhookDeliveryErrors).nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookDeliveryItem = z.infer<typeof webhookDelivery>;

const endpointParams = z.object({ id: idParam });
const eventList = z.array(webhookEvent).min(1, 'Choose at least one event.').max(webhookEvents.length);

export const listWebhooks = defineRoute({
  id: 'webhooks.list',
  method: 'GET',
  path: '/api/user/webhooks',
  auth: 'user',
  response: z.object({ status: z.literal(true), data: z.array(webhookEndpoint), max: z.number().int() }),
  summary: "The user's webhook endpoints (at most 3); secrets are never listed.",
});

export const createWebhook = defineRoute({
  id: 'webhooks.create',
  method: 'POST',
  path: '/api/user/webhooks',
  auth: 'user',
  successStatuses: [201],
  body: z.object({
    url: webhookUrl,
    events: eventList,
    payload_style: webhookPayloadStyle.default('codeport'),
  }),
  response: z.object({
    status: z.literal(true),
    endpoint: webhookEndpoint,
    /** The signing secret: this answer is the only time it is shown. */
    secret: z.string(),
  }),
  summary: 'Adds an endpoint (https in production, never a private address) and answers its secret once.',
});

export const updateWebhook = defineRoute({
  id: 'webhooks.update',
  method: 'PUT',
  path: '/api/user/webhooks/{id}',
  auth: 'user',
  params: endpointParams,
  body: z.object({
    events: eventList.optional(),
    payload_style: webhookPayloadStyle.optional(),
    /** false resumes a paused endpoint (and clears its failure streak). */
    paused: z.boolean().optional(),
  }),
  response: z.object({ status: z.literal(true), endpoint: webhookEndpoint }),
  summary: "Changes an endpoint's events or payload style, or pauses and resumes it.",
});

export const deleteWebhook = defineRoute({
  id: 'webhooks.delete',
  method: 'DELETE',
  path: '/api/user/webhooks/{id}',
  auth: 'user',
  params: endpointParams,
  response: okMessage,
  summary: 'Deletes an endpoint and its delivery log.',
});

export const listWebhookDeliveries = defineRoute({
  id: 'webhooks.deliveries',
  method: 'GET',
  path: '/api/user/webhooks/{id}/deliveries',
  auth: 'user',
  params: endpointParams,
  response: z.object({ status: z.literal(true), data: z.array(webhookDelivery) }),
  summary: "The endpoint's last 50 deliveries, newest first.",
});

export const redeliverWebhook = defineRoute({
  id: 'webhooks.redeliver',
  method: 'POST',
  path: '/api/user/webhooks/{id}/deliveries/{delivery}/redeliver',
  auth: 'user',
  params: z.object({ id: idParam, delivery: idParam }),
  successStatuses: [202],
  response: z.object({ status: z.literal(true), delivery: webhookDelivery }),
  summary:
    'Queues the same body again as a new delivery, sent at once. Test events and redeliveries: 60 an hour per user (429 with Retry-After).',
});

export const testWebhook = defineRoute({
  id: 'webhooks.test',
  method: 'POST',
  path: '/api/user/webhooks/{id}/test',
  auth: 'user',
  successStatuses: [202],
  params: endpointParams,
  response: z.object({ status: z.literal(true), delivery: webhookDelivery }),
  summary:
    'Queues a webhook.test event to the endpoint, sent at once. Test events and redeliveries: 60 an hour per user (429 with Retry-After).',
});

export const webhookRoutes = [
  listWebhooks,
  createWebhook,
  updateWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  redeliverWebhook,
  testWebhook,
];
