import pino, { type Logger } from 'pino';
import type { Db } from '../db/database';
import type { UpstreamConfig } from '../config';
import type { RealtimeEventName } from '@contracts/realtime-channel';
import { realtimeEpochOf } from '../platform/realtime-channel';

/**
 * Event names as Laravel Echo listens for them on the user's channel (`private-user.{id}.{epoch}`)
 * (the realtime server adds the `App\Events\` namespace convention on its side).
 */
export type { RealtimeEventName };

/** Which of the user's channels an event goes to (contracts/realtime-channel.ts): by default the current one. */
export interface PublishTarget {
  epoch: number;
}

export type Publish = (userId: number, event: RealtimeEventName, payload: unknown, to?: PublishTarget) => Promise<void>;

/** Everything a route handler or domain service needs; one per process (or per test). */
export interface UpstreamContext {
  db: Db;
  config: UpstreamConfig;
  log: Logger;
  /** Injected so tests can move time (expiry, cancel locks) without sleeping. */
  now(): Date;
  /** Delivers a realtime event to the user's private channel; never throws into a request. */
  publish: Publish;
}

export interface ContextParts {
  db: Db;
  config: UpstreamConfig;
  log?: Logger;
  now?: () => Date;
  publish?: Publish;
}

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Belt and braces: request serializers log no headers, but anything that logs a
    // request object or credentials by mistake gets them masked.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.token',
        '*.refresh_token',
        '*.one_time_password',
      ],
      censor: '[redacted]',
    },
  });
}

/**
 * How long a process trusts an epoch it read (platform/realtime-channel.ts). An event costs no
 * read of its own on a purchase's path (a refund sends two), and a revocation in another process
 * reaches this one's events within this time; in this process, at once.
 */
export const REALTIME_EPOCH_TTL_MS = 2_000;
const MAX_KNOWN_EPOCHS = 10_000;

/** Sends an event without a target to the user's current channel. */
function currentChannel(db: Db, publish: Publish): Publish {
  const known = new Map<number, { epoch: number; until: number }>();
  const epochOf = async (userId: number) => {
    const hit = known.get(userId);
    if (hit && hit.until > Date.now()) return hit.epoch;
    const epoch = await realtimeEpochOf(db, userId);
    if (known.size >= MAX_KNOWN_EPOCHS) known.clear();
    known.set(userId, { epoch, until: Date.now() + REALTIME_EPOCH_TTL_MS });
    return epoch;
  };
  return async (userId, event, payload, to) => {
    // The revocation moved the channel on: the next event reads where it went.
    if (event === 'SessionsRevoked') known.delete(userId);
    await publish(userId, event, payload, to ?? { epoch: await epochOf(userId) });
  };
}

export function createContext(parts: ContextParts): UpstreamContext {
  const log = parts.log ?? createLogger(parts.config.logLevel);
  return {
    db: parts.db,
    config: parts.config,
    log,
    now: parts.now ?? (() => new Date()),
    publish: currentChannel(
      parts.db,
      parts.publish ??
        (async (userId, event) => {
          log.debug({ userId, event }, 'realtime publisher not configured; event dropped');
        }),
    ),
  };
}
