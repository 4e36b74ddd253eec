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
