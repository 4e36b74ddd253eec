import pino, { type Logger } from 'pino';
import type { Db } from '../db/database';
import type { UpstreamConfig } from '../config';
import type { RealtimeEventName } from '@contracts/realtime-channel';

/**
 * Event names as Laravel Echo listens for them on `private-user.{id}`
 * (the realtime server adds the `App\Events\` namespace convention on its side).
 */
export type { RealtimeEventName };

export type Publish = (userId: number, event: RealtimeEventName, payload: unknown) => Promise<void>;

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

export function createContext(parts: ContextParts): UpstreamContext {
  const log = parts.log ?? createLogger(parts.config.logLevel);
  return {
    db: parts.db,
    config: parts.config,
    log,
    now: parts.now ?? (() => new Date()),
    publish:
      parts.publish ??
      (async (userId, event) => {
        log.debug({ userId, event }, 'realtime publisher not configured; event dropped');
      }),
  };
}
