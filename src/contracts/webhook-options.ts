/**
 * The webhook choices, without zod: the settings form lists them in the browser, where
 * importing the schema module would pull zod into the page. webhooks.ts builds its enums
 * from these lists.
 */
export const webhookEvents = [
  'activation.code_received',
  'activation.status_changed',
  'rent.sms_received',
  'balance.topup',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** codeport: `{id, event, created_at, data}`; sms-activate: the flat SMS shape bots of that protocol expect. */
export const webhookPayloadStyles = ['codeport', 'sms-activate'] as const;

/** Waits after failed attempt n (1-based): 9 tries over about 2 hours (30 s … 45 min). */
export const WEBHOOK_RETRY_DELAYS_S = [30, 60, 120, 300, 600, 1200, 2400, 2700] as const;
/**
 * Tries of one delivery; its last failure pauses the endpoint, whose failure streak then counts
 * at least this many (the page tells a pause by failures from one by its owner with it).
 */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_S.length + 1;
