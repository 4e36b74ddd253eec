/**
 * Realtime events on the private channel `user.{id}` (spec §4).
 *
 * Two spellings of every event exist on the wire:
 * - the Echo-side name the browser listens for: `echo.private('user.1').listen('BalanceTopup', …)`;
 * - the server-side name actually published: Laravel Echo prefixes its default namespace
 *   `App.Events` and turns dots into backslashes, so 'Activation.NewCodeReceived' arrives as
 *   `App\Events\Activation\NewCodeReceived`. Publishing the short name would never match.
 *
 * No zod here: the browser subscribes with these names as a signed-in page loads, and checks a
 * payload against realtime-events.ts only when one arrives (issue 17).
 */
export const realtimeEventNames = [
  'BalanceTopup',
  'NewUserNotification',
  'Activation.NewCodeReceived',
  'NewMessage',
  'SessionsRevoked',
] as const;
export type RealtimeEventName = (typeof realtimeEventNames)[number];

/** Laravel Echo's default event namespace (`namespace: 'App.Events'`). */
export const realtimeEventNamespace = 'App.Events';

/** What the publisher sends as the Pusher event name, per Echo-side name. */
export const realtimeServerEventNames = {
  BalanceTopup: 'App\\Events\\BalanceTopup',
  NewUserNotification: 'App\\Events\\NewUserNotification',
  'Activation.NewCodeReceived': 'App\\Events\\Activation\\NewCodeReceived',
  NewMessage: 'App\\Events\\NewMessage',
  SessionsRevoked: 'App\\Events\\SessionsRevoked',
} as const satisfies Record<RealtimeEventName, string>;
export type RealtimeServerEventName = (typeof realtimeServerEventNames)[RealtimeEventName];

/** The Echo channel name (`echo.private(...)`); Pusher sees it with a `private-` prefix. */
export const userChannelName = (userId: number): string => `user.${userId}`;
/** The Pusher channel name the server publishes to and authorises. */
export const userPusherChannelName = (userId: number): string => `private-user.${userId}`;
