import pino, { type Logger } from 'pino';
import { env } from '@/lib/env';

/**
 * Paths pino blanks out whatever a caller passes by mistake: the BFF never logs these on
 * purpose, this is the second line of defence.
 */
export const redactPaths = [
  'token', '*.token', 'refresh_token', '*.refresh_token', 'refreshToken', '*.refreshToken',
  'password', '*.password', 'password_confirmation', '*.password_confirmation', 'current_password', '*.current_password',
  'code', '*.code', 'one_time_password', '*.one_time_password', 'key', '*.key', 'secret', '*.secret',
  'authorization', '*.authorization', 'cookie', '*.cookie', 'set-cookie', '*["set-cookie"]',
  'headers.authorization', 'headers.cookie', 'req.headers.authorization', 'req.headers.cookie',
];

let logger: Logger | undefined;

export function bffLogger(): Logger {
  logger ??= pino({
    name: 'bff',
    level: env().LOG_LEVEL,
    redact: { paths: redactPaths, censor: '[redacted]' },
    base: undefined,
  });
  return logger;
}

/** Tests read the lines through their own stream. */
export function setBffLogger(next: Logger | undefined): void {
  logger = next;
}
