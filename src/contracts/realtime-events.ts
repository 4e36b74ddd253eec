import { z } from 'zod';
import { smsMessage } from './number-entry';

/**
 * Realtime events on the private channel `user.{id}` (spec §4).
 *
 * Two spellings of every event exist on the wire:
 * - the Echo-side name the browser listens for: `echo.private('user.1').listen('BalanceTopup', …)`;
 * - the server-side name actually published: Laravel Echo prefixes its default namespace
 *   `App.Events` and turns dots into backslashes, so 'Activation.NewCodeReceived' arrives as
 *   `App\Events\Activation\NewCodeReceived`. Publishing the short name would never match.
 */
export const realtimeEventNames = [
  'BalanceTopup',
  'NewUserNotification',
  'Activation.NewCodeReceived',
  'NewMessage',
] as const;
export const realtimeEventName = z.enum(realtimeEventNames);
export type RealtimeEventName = z.infer<typeof realtimeEventName>;

/** Laravel Echo's default event namespace (`namespace: 'App.Events'`). */
export const realtimeEventNamespace = 'App.Events';

/** What the publisher sends as the Pusher event name, per Echo-side name. */
export const realtimeServerEventNames = {
  BalanceTopup: 'App\\Events\\BalanceTopup',
  NewUserNotification: 'App\\Events\\NewUserNotification',
  'Activation.NewCodeReceived': 'App\\Events\\Activation\\NewCodeReceived',
  NewMessage: 'App\\Events\\NewMessage',
} as const satisfies Record<RealtimeEventName, string>;
export type RealtimeServerEventName = (typeof realtimeServerEventNames)[RealtimeEventName];

/** The Echo channel name (`echo.private(...)`); Pusher sees it with a `private-` prefix. */
export const userChannelName = (userId: number): string => `user.${userId}`;
/** The Pusher channel name the server publishes to and authorises. */
export const userPusherChannelName = (userId: number): string => `private-user.${userId}`;

const id = z.number().int().positive();
const timestamp = z.iso.datetime({ offset: true });

/**
 * BalanceTopup: the new balance after a confirmed payment, in integer minor units. Also sent
 * when a purchase is refunded (cancelled, or expired without a code): then `refund` says what
 * came back, for a "Refunded $x" toast, and the top-up form should be left as it is.
 */
export const balanceTopupPayload = z.object({
  balance: z.number().int().nonnegative(),
  refund: z
    .object({
      /** Minor units credited back: exactly what the purchase charged. */
      amount: z.number().int().positive(),
      type: z.enum(['activation', 'rent']),
      /** The activation's or rental's id. */
      id,
    })
    .optional(),
});
export type BalanceTopupPayload = z.infer<typeof balanceTopupPayload>;

export const realtimeNotification = z.object({
  id,
  title: z.string(),
  body: z.string(),
  category: z.string(),
  created_at: timestamp,
  read: z.boolean(),
});
export type RealtimeNotification = z.infer<typeof realtimeNotification>;

export const newUserNotificationPayload = z.object({ notification: realtimeNotification });
export type NewUserNotificationPayload = z.infer<typeof newUserNotificationPayload>;

/**
 * The activation or rental as the list endpoints return it. Only the fields the client
 * needs to find and update its entry are pinned here; the rest (phone, service, expiry…) is
 * defined by activationEntry/rentEntry in number-entry.ts and passes through untouched, so a
 * field added there never breaks delivery. activations.ts holds the strict variant.
 */
export const realtimeActivation = z.looseObject({
  id,
  status: z.string(),
  messages: z.array(smsMessage),
});
export type RealtimeActivation = z.infer<typeof realtimeActivation>;

export const newCodeReceivedPayload = z.object({
  type: z.enum(['activation', 'rent']),
  activation: realtimeActivation,
});
export type NewCodeReceivedPayload = z.infer<typeof newCodeReceivedPayload>;

export const realtimeTicketMessage = z.looseObject({
  id,
  ticket_id: id,
  body: z.string(),
  created_at: timestamp,
  author: z.enum(['user', 'support']),
});
export type RealtimeTicketMessage = z.infer<typeof realtimeTicketMessage>;

/** NewMessage: a support reply on one of the user's tickets. */
export const newMessagePayload = z.object({ resource: realtimeTicketMessage });
export type NewMessagePayload = z.infer<typeof newMessagePayload>;

export const realtimeEventPayloads = {
  BalanceTopup: balanceTopupPayload,
  NewUserNotification: newUserNotificationPayload,
  'Activation.NewCodeReceived': newCodeReceivedPayload,
  NewMessage: newMessagePayload,
} as const satisfies Record<RealtimeEventName, z.ZodType>;

export type RealtimeEventPayload<N extends RealtimeEventName> = z.infer<(typeof realtimeEventPayloads)[N]>;
export type RealtimeEventPayloads = { [N in RealtimeEventName]: RealtimeEventPayload<N> };
