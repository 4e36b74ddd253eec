/**
 * A key per purchase intent: the same key is sent for every attempt to make one purchase
 * (a double click, a retried request), so the upstream charges once. A new intent — a
 * different service, country, operator or period, or a purchase that completed — gets a
 * new key.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface IntentKeys {
  /** The key for this intent: reused until `complete` is called for it. */
  keyFor(intent: string): string;
  /** The purchase went through (or failed for good): the next attempt is a new purchase. */
  complete(intent: string): void;
}

export function createIntentKeys(generate: () => string = newIdempotencyKey): IntentKeys {
  const keys = new Map<string, string>();
  return {
    keyFor(intent) {
      let key = keys.get(intent);
      if (!key) {
        key = generate();
        keys.set(intent, key);
      }
      return key;
    },
    complete(intent) {
      keys.delete(intent);
    },
  };
}
