import type { RawData } from 'ws';
import { type Client, closeClient, type Hub } from './hub';
import { channelKind, ErrorCode, errorFrame, frame, isValidChannelName, subscriptionErrorFrame } from './protocol';
import { verifyChannelAuth, verifyUserAuth } from './signatures';
import type { RealtimeLogger } from './types';

export interface MessageContext {
  hub: Hub;
  log: RealtimeLogger;
  /** Largest accepted client message in bytes; bigger ones get a 4300 error. */
  maxPayload: number;
  maxChannelsPerConnection: number;
}

interface Envelope {
  event: string;
  data: unknown;
  channel: unknown;
}

function toBuffer(raw: RawData): Buffer {
  if (Buffer.isBuffer(raw)) return raw;
  return Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw);
}

function parseEnvelope(text: string): Envelope | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { event, data, channel } = parsed as { event?: unknown; data?: unknown; channel?: unknown };
  if (typeof event !== 'string') return null;
  return { event, data, channel };
}

/** Clients send `data` as an object; some libraries send it JSON-encoded. Accept both. */
function dataObject(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

function reject(ctx: MessageContext, client: Client, code: ErrorCode, message: string, channel?: string): void {
  ctx.hub.counters.messagesRejected++;
  ctx.log.debug({ socketId: client.socketId, code, reason: message }, 'realtime: message rejected');
  client.ws.send(errorFrame(code, message, channel));
}

/** pusher-js joins its user's own `#server-to-user-{id}` after a sign-in; nobody else may. */
const SERVER_TO_USER = '#server-to-user-';

function subscribe(ctx: MessageContext, client: Client, data: Record<string, unknown>): void {
  const { channel, auth } = data;
  if (typeof channel === 'string' && channel.startsWith(SERVER_TO_USER)) {
    if (client.userId === null || channel !== `${SERVER_TO_USER}${client.userId}`) {
      client.ws.send(subscriptionErrorFrame(channel, 403, 'Not signed in as this user'));
      return;
    }
  } else if (typeof channel !== 'string' || !isValidChannelName(channel)) {
    reject(ctx, client, ErrorCode.BAD_MESSAGE, 'Invalid channel name');
    return;
  }
  const kind = channelKind(channel);
  if (kind === 'unsupported') {
    client.ws.send(subscriptionErrorFrame(channel, 400, 'Presence and encrypted channels are not supported'));
    return;
  }
  if (kind === 'private' && !verifyChannelAuth(client.app, client.socketId, channel, auth)) {
    ctx.log.info({ socketId: client.socketId, channel, ip: client.ip }, 'realtime: bad channel auth');
    client.ws.send(subscriptionErrorFrame(channel, 401, 'Invalid signature'));
    return;
  }
  if (!client.channels.has(channel) && client.channels.size >= ctx.maxChannelsPerConnection) {
    client.ws.send(subscriptionErrorFrame(channel, 429, 'Too many channels on this connection'));
    return;
  }
  ctx.hub.subscribe(client, channel);
  client.ws.send(frame('pusher_internal:subscription_succeeded', {}, channel));
}

/** user_data is a JSON string whose `id` is a non-empty string (Pusher's rule). */
function signedInUserId(userData: unknown): string | null {
  if (typeof userData !== 'string' || userData.length > 1000) return null;
  try {
    const { id } = JSON.parse(userData) as { id?: unknown };
    return typeof id === 'string' && id.length > 0 && id.length <= 200 ? id : null;
  } catch {
    return null;
  }
}

/**
 * `pusher:signin` (Pusher "user authentication"): the app's signature over socket id and
 * user_data ties the socket to a user, so the app can later terminate that user's
 * connections. A bad sign-in closes the socket with 4009, as Pusher does.
 */
function signIn(ctx: MessageContext, client: Client, data: Record<string, unknown>): void {
  const { auth, user_data: userData } = data;
  const userId = signedInUserId(userData);
  if (userId === null || !verifyUserAuth(client.app, client.socketId, userData as string, auth)) {
    ctx.hub.counters.messagesRejected++;
    ctx.log.info({ socketId: client.socketId, ip: client.ip }, 'realtime: bad user sign-in');
    client.ws.send(errorFrame(ErrorCode.UNAUTHORIZED, 'Invalid user authentication'));
    closeClient(client, ErrorCode.UNAUTHORIZED, 'Invalid user authentication');
    return;
  }
  ctx.hub.signIn(client, userId);
  client.ws.send(frame('pusher:signin_success', { user_data: userData }));
}

/** Handles one frame from a connected client; never throws on bad input. */
export function handleClientMessage(ctx: MessageContext, client: Client, raw: RawData, isBinary: boolean): void {
  ctx.hub.counters.messagesReceived++;
  const bytes = toBuffer(raw);
  if (bytes.length > ctx.maxPayload) {
    reject(ctx, client, ErrorCode.BAD_MESSAGE, `Message too large: the limit is ${ctx.maxPayload} bytes`);
    return;
  }
  if (isBinary) {
    reject(ctx, client, ErrorCode.BAD_MESSAGE, 'Binary frames are not supported');
    return;
  }
  const message = parseEnvelope(bytes.toString('utf8'));
  if (!message) {
    reject(ctx, client, ErrorCode.BAD_MESSAGE, 'Malformed message: expected JSON {"event": string, "data": …}');
    return;
  }

  switch (message.event) {
    case 'pusher:ping':
      client.ws.send(frame('pusher:pong', {}));
      return;
    case 'pusher:pong':
      return; // Activity is recorded by the caller for every frame.
    case 'pusher:subscribe':
      subscribe(ctx, client, dataObject(message.data));
      return;
    case 'pusher:signin':
      signIn(ctx, client, dataObject(message.data));
      return;
    case 'pusher:unsubscribe': {
      const { channel } = dataObject(message.data);
      if (typeof channel === 'string') ctx.hub.unsubscribe(client, channel);
      return;
    }
  }
  if (message.event.startsWith('client-')) {
    const { channel } = message;
    reject(
      ctx,
      client,
      ErrorCode.CLIENT_EVENT_REJECTED,
      'Client events are not enabled on this server',
      typeof channel === 'string' ? channel : undefined,
    );
    return;
  }
  // Future protocol events: ignored, as Pusher ignores what it does not know.
  ctx.log.debug({ socketId: client.socketId, event: message.event.slice(0, 100) }, 'realtime: ignored event');
}
