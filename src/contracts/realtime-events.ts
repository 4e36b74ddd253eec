import { z } from 'zod';
import { smsMessage } from './number-entry';
import type { RealtimeEventName } from './realtime-channel';

/*
 * The payloads of the realtime events on `user.{id}` (spec §4). Their names and channels are in
 * realtime-channel.ts, which the browser reads without zod.
 */

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

/**
 * SessionsRevoked: some of the user's sessions were signed out (a device signed out from the
 * sessions list, all others, a password change). Nothing says which: every page on the channel
 * reads the user again, and the one whose session is gone signs out at once instead of still
 * receiving codes until its next poll.
 */
export const sessionsRevokedPayload = z.object({});
export type SessionsRevokedPayload = z.infer<typeof sessionsRevokedPayload>;

export const realtimeEventPayloads = {
  BalanceTopup: balanceTopupPayload,
  NewUserNotification: newUserNotificationPayload,
  'Activation.NewCodeReceived': newCodeReceivedPayload,
  NewMessage: newMessagePayload,
  SessionsRevoked: sessionsRevokedPayload,
} as const satisfies Record<RealtimeEventName, z.ZodType>;

export type RealtimeEventPayload<N extends RealtimeEventName> = z.infer<(typeof realtimeEventPayloads)[N]>;
export type RealtimeEventPayloads = { [N in RealtimeEventName]: RealtimeEventPayload<N> };
