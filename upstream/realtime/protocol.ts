import { randomInt } from 'node:crypto';

/**
 * Pusher Channels protocol 7 constants.
 *
 * Close/error code ranges (pusher-js acts on them): 4000–4099 the client must not reconnect,
 * 4100–4199 reconnect after a back-off, 4200–4299 reconnect at once, 4300–4399 other errors
 * reported in `pusher:error` without closing.
 */
export const PROTOCOL_VERSION = 7;

export const ErrorCode = {
  /** Unknown app key. */
  APP_NOT_FOUND: 4001,
  /** The upgrade path is not /app/{key}. */
  PATH_NOT_FOUND: 4005,
  INVALID_VERSION_FORMAT: 4006,
  UNSUPPORTED_PROTOCOL: 4007,
  NO_PROTOCOL_VERSION: 4008,
  /**
   * Not signed in (`pusher:signin`) in time, a bad sign-in, or terminated by the app (its
   * user's sessions were revoked): pusher-js does not reconnect by itself.
   */
  UNAUTHORIZED: 4009,
  /** Over the per-IP or total connection cap, or a consumer too slow to drain its buffer. */
  OVER_CAPACITY: 4100,
  /** Server shutting down: clients reconnect immediately (to the next instance). */
  RECONNECT: 4200,
  PONG_NOT_RECEIVED: 4201,
  /** Malformed frame, oversize message or unsupported request; the connection stays open. */
  BAD_MESSAGE: 4300,
  /** Client events (`client-*`) are disabled on this server. */
  CLIENT_EVENT_REJECTED: 4301,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Channel names the Pusher libraries accept (pusher's own validateChannel). */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]+$/;
export const MAX_CHANNEL_NAME = 200;
export const MAX_EVENT_NAME = 200;

export function isValidChannelName(name: string): boolean {
  return name.length <= MAX_CHANNEL_NAME && CHANNEL_NAME.test(name);
}

export type ChannelKind = 'public' | 'private' | 'unsupported';

/** presence- and private-encrypted- need member tracking / shared secrets this server lacks. */
export function channelKind(name: string): ChannelKind {
  if (name.startsWith('private-encrypted-') || name.startsWith('presence-')) return 'unsupported';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

/** `\d+.\d+`: the `pusher` server library rejects any other socket id shape. */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}

/** Pusher wraps most `data` as a JSON string inside the JSON envelope. */
export function frame(event: string, data: unknown, channel?: string): string {
  const payload = typeof data === 'string' ? data : JSON.stringify(data);
  return JSON.stringify(channel === undefined ? { event, data: payload } : { event, channel, data: payload });
}

/** `pusher:error` carries its data as an object (protocol docs; pusher-js reads data.code). */
export function errorFrame(code: ErrorCode, message: string, channel?: string): string {
  return JSON.stringify({ event: 'pusher:error', ...(channel ? { channel } : {}), data: { code, message } });
}

export function subscriptionErrorFrame(channel: string, status: number, error: string): string {
  const type = status === 401 || status === 403 ? 'AuthError' : 'SubscriptionError';
  return JSON.stringify({ event: 'pusher:subscription_error', channel, data: { type, error, status } });
}
