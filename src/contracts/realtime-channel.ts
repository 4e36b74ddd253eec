/**
 * Realtime events on the user's private channel `user.{id}.{epoch}` (spec §4; the epoch: see
 * userChannelName).
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

/**
 * The Echo channel name (`echo.private(...)`); Pusher sees it with a `private-` prefix.
 *
 * Why an epoch: every revocation of the user's sessions moves it on (users.realtime_epoch), so a
 * socket that joined the channel with a session since revoked hears nothing more. Closing the
 * sockets signed in as the user was not enough: a socket can join the channel with one session
 * and sign in as another account, which no revocation of this user's sessions closes.
 */
export const userChannelName = (userId: number, epoch: number): string => `user.${userId}.${epoch}`;
/** The Pusher channel name the server publishes to and authorises. */
export const userPusherChannelName = (userId: number, epoch: number): string =>
  `private-${userChannelName(userId, epoch)}`;
/** Whether `name` is one of the user's channels, of any epoch (the BFF's check; the upstream checks the epoch). */
export const isUserPusherChannelOf = (name: string, userId: number): boolean =>
  new RegExp(`^private-user\\.${userId}\\.(0|[1-9]\\d{0,8})$`).test(name);
