import Pusher from 'pusher';
import {
  type NewCodeReceivedPayload,
  type RealtimeEventPayload,
  realtimeEventPayloads,
} from '@contracts/realtime-events';
import { type RealtimeEventName, realtimeServerEventNames, userPusherChannelName } from '@contracts/realtime-channel';
import { type RealtimeLogger, silentLogger } from './types';

export interface PublisherOptions {
  appId: string;
  key: string;
  secret: string;
  /** Either host/port/useTLS, or `url` (e.g. http://127.0.0.1:6001, https://api-eu.pusher.com). */
  host?: string;
  port?: number;
  useTLS?: boolean;
  url?: string;
  /** Per-request timeout; a slow realtime server must not hold up the caller for long. */
  timeoutMs?: number;
  /** Pusher Channels refuses event data over 10 KiB; so does the embedded server by default. */
  maxEventBytes?: number;
  /** Tests: reject instead of logging and swallowing failures. */
  strict?: boolean;
  log?: RealtimeLogger;
}

export type PublishFn = <N extends RealtimeEventName>(
  userId: number,
  event: N,
  payload: RealtimeEventPayload<N>,
  /** The epoch of the user's channel (contracts/realtime-channel.ts); the upstream's context always says. */
  to?: { epoch: number },
) => Promise<void>;

/** Callable itself (the upstream context's `publish`) and as `.publish`. */
export type Publisher = PublishFn & { publish: PublishFn };

function target(o: PublisherOptions): { host: string; port: number; useTLS: boolean } {
  if (o.url !== undefined) {
    const url = new URL(o.url);
    const useTLS = url.protocol === 'https:' || url.protocol === 'wss:';
    return { host: url.hostname, port: url.port ? Number(url.port) : useTLS ? 443 : 80, useTLS };
  }
  if (o.host === undefined) throw new Error('createPublisher: host or url is required');
  const useTLS = o.useTLS ?? false;
  return { host: o.host, port: o.port ?? (useTLS ? 443 : 80), useTLS };
}

const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

/**
 * A rental can collect hundreds of SMS; past the event size cap the whole event would be
 * refused. Keep the newest messages that fit and flag the cut so the client refetches.
 * Linear: each message is measured once and the envelope once, since `JSON.stringify` of an
 * array is its items joined by commas inside brackets. Re-serialising the whole payload after
 * each dropped message was quadratic and held the process for seconds on a busy rental.
 * At least one message is kept, as the client reads the newest code from the event.
 */
export function fitNewCode(payload: NewCodeReceivedPayload, maxBytes: number): NewCodeReceivedPayload {
  if (jsonBytes(payload) <= maxBytes) return payload;
  const cut = (messages: typeof payload.activation.messages) => ({
    ...payload,
    activation: { ...payload.activation, messages, messages_truncated: true },
  });
  const oldestFirst = [...payload.activation.messages].sort((a, b) => a.received_at.localeCompare(b.received_at));
  let budget = maxBytes - jsonBytes(cut([]));
  let first = oldestFirst.length;
  while (first > 0) {
    // One comma between this message and the newer ones already kept.
    const size = jsonBytes(oldestFirst[first - 1]) + (first < oldestFirst.length ? 1 : 0);
    if (size > budget && first < oldestFirst.length) break;
    budget -= size;
    first--;
  }
  return cut(oldestFirst.slice(first));
}

export function createPublisher(options: PublisherOptions): Publisher {
  const {
    appId,
    key,
    secret,
    timeoutMs = 3000,
    maxEventBytes = 10 * 1024,
    strict = false,
    log = silentLogger,
  } = options;
  const { host, port, useTLS } = target(options);
  const pusher = new Pusher({ appId, key, secret, host, port: String(port), useTLS, timeout: timeoutMs });

  async function send(userId: number, event: RealtimeEventName, payload: unknown, epoch: number): Promise<void> {
    if (!Number.isInteger(userId) || userId <= 0) throw new Error(`Invalid user id ${String(userId)}`);
    const schema = realtimeEventPayloads[event];
    if (!schema) throw new Error(`Unknown realtime event ${String(event)}`);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new Error(
        `Invalid ${event} payload: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
    }
    const data =
      event === 'Activation.NewCodeReceived'
        ? fitNewCode(parsed.data as NewCodeReceivedPayload, maxEventBytes)
        : parsed.data;
    await pusher.trigger(userPusherChannelName(userId, epoch), realtimeServerEventNames[event], data);
    // Sessions were revoked: close every socket signed in as the user, so a revoked device
    // stops receiving codes now. The user's other pages reconnect, signing in again with
    // their own (still valid) sessions; the revoked one is refused. After the event, so
    // every page hears why.
    if (event === 'SessionsRevoked') await pusher.terminateUserConnections(String(userId));
  }

  const publish: PublishFn = async (userId, event, payload, to) => {
    try {
      await send(userId, event, payload, to?.epoch ?? 0);
      // Support's proof that an event left for the user's channel (delivery to a browser is the
      // realtime server's: it keeps no per-user record).
      log.info({ userId, event }, 'realtime: published');
    } catch (err) {
      // Realtime is a convenience on top of data the client can refetch: a failed publish
      // must never roll back the purchase, payment or SMS that caused it.
      log.warn({ err: err instanceof Error ? err.message : String(err), userId, event }, 'realtime: publish failed');
      if (strict) throw err;
    }
  };
  return Object.assign(publish, { publish });
}
