import { createHash, randomBytes } from 'node:crypto';

/**
 * Personal API keys are kept as their SHA-256 only, with a hint for people to tell keys apart:
 * whoever reads the database, a backup or a replica holds no key that works. A key is long and
 * random (192 bits), so an unsalted hash is as good as a password hash here and stays one
 * indexed lookup a request. The key itself is shown once, when it is made (settings, sandbox).
 */
export function newApiKey(): string {
  return `cp_${randomBytes(24).toString('base64url')}`;
}

/** The stored form of a key: what a bearer key is looked up by. */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The first and last characters of a key ("cp_AbCd…wXyZ"): enough to tell which one is in use. */
export function apiKeyHint(key: string): string {
  return `${key.slice(0, 7)}…${key.slice(-4)}`;
}

/** The user row's columns for `key`. */
export function apiKeyColumns(key: string): { api_key_hash: string; api_key_hint: string } {
  return { api_key_hash: apiKeyHash(key), api_key_hint: apiKeyHint(key) };
}
