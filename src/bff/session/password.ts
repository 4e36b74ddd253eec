import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

/** iron-session's password map: the highest id seals, every id unseals (rotation). */
export type SessionPasswords = Record<string, string>;

export class SessionPasswordError extends Error {}

const DEV_FILE = '.session-password';
let cached: SessionPasswords | undefined;

/**
 * Development keeps a generated password in a gitignored file so sessions survive restarts of
 * `next dev`; tests get a throwaway one. Production has no fallback: a guessable or
 * per-process password would either be insecure or sign everybody out on every deploy.
 */
function developmentPassword(): string {
  if (env().NODE_ENV === 'test') return randomBytes(32).toString('base64url');
  const file = path.join(process.cwd(), DEV_FILE);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

export function sessionPasswords(): SessionPasswords {
  if (cached) return cached;
  const e = env();
  let current = e.SESSION_PASSWORD;
  if (!current) {
    if (e.NODE_ENV === 'production') {
      throw new SessionPasswordError('SESSION_PASSWORD (32+ characters) is required in production.');
    }
    current = developmentPassword();
  }
  // Cookies sealed with the previous password stay readable; new ones use the current one.
  cached = e.SESSION_PASSWORD_PREVIOUS ? { 1: e.SESSION_PASSWORD_PREVIOUS, 2: current } : { 1: current };
  return cached;
}

export function resetSessionPasswords(): void {
  cached = undefined;
}
