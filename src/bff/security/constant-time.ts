import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A per-process key: both sides are hashed to the same length before the comparison, so
// neither the content nor the length of the secret shows in how long a comparison takes.
const KEY = randomBytes(32);

const digest = (value: string) => createHmac('sha256', KEY).update(value, 'utf8').digest();

/** Equality of a visitor-supplied string and a secret, in time independent of both. */
export function sameSecret(candidate: string, secret: string): boolean {
  return timingSafeEqual(digest(candidate), digest(secret));
}
