import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { env } from '@/lib/env';

/**
 * Paths pino blanks out whatever a caller passes by mistake: the BFF never logs these on
 * purpose, this is the second line of defence.
 */
export const redactPaths = [
  'token',
  '*.token',
  'refresh_token',
  '*.refresh_token',
  'refreshToken',
  '*.refreshToken',
  'password',
  '*.password',
  'password_confirmation',
  '*.password_confirmation',
  'current_password',
  '*.current_password',
  'code',
  '*.code',
  'one_time_password',
  '*.one_time_password',
  'key',
  '*.key',
  'secret',
  '*.secret',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
  'set-cookie',
  '*["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
];

let logger: Logger | undefined;

/** The BFF's logger options (level, redaction) over any destination; tests pass their own stream. */
export function createBffLogger(destination: DestinationStream, level: string = env().LOG_LEVEL): Logger {
  return pino(
    { name: 'bff', level, redact: { paths: redactPaths, censor: '[redacted]' }, base: undefined },
    destination,
  );
}

/**
 * Development output for people: one readable line a request. In-process (no transport
 * worker thread, which Next's server bundle cannot start) and only outside production.
 */
export function prettyDestination(out: NodeJS.WritableStream = process.stdout): DestinationStream {
  return pretty({
    destination: out,
    colorize: false,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    sync: true,
  });
}

export function bffLogger(): Logger {
  // Production: JSON lines on an asynchronous stdout, so no write syscall on the request's
  // path. Lines logged while a write is in flight leave together in the next one (a cached
  // sidebar answer went from ~18.6k to ~20.6k req/s on a bare node:http server); pino
  // flushes the rest when the process exits.
  logger ??= createBffLogger(
    process.env.NODE_ENV === 'production' ? pino.destination({ dest: 1, sync: false }) : prettyDestination(),
  );
  return logger;
}

/** Tests read the lines through their own stream. */
export function setBffLogger(next: Logger | undefined): void {
  logger = next;
}

const requestLoggers = new WeakMap<Logger, Logger>();

/**
 * The logger for the one line a request writes, on the same destination and level. That line
 * is built field by field from scalars whose names match no redaction path (request id, route,
 * status, durations, ids, error codes), so path redaction there can only ever be a no-op, and
 * it was the BFF's largest own cost on a cached answer: ~17 µs a line, more than the rest of
 * the handler together (`npm run bench:bff`, d/b). Everything else logged keeps it.
 */
export function requestLogger(): Logger {
  const base = bffLogger();
  let child = requestLoggers.get(base);
  if (!child) {
    child = base.child({}, { redact: [] });
    requestLoggers.set(base, child);
  }
  return child;
}
