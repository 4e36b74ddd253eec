/**
 * Answers of the four sidebar lists, kept as ready-to-send UTF-8 JSON (encoded once, not on
 * every hit). Keys carry the cache
 * prefix, locale, target, filters and who asked: `guest`, shared by every guest, or
 * `u<id>`, one user's own (their `favorite` flags must never reach anybody else).
 */
interface Entry {
  body: Buffer;
  until: number;
}

const MAX_ENTRIES = 2_000;
const entries = new Map<string, Entry>();
const inflight = new Map<string, Promise<unknown>>();

export interface ListKey {
  prefix: string;
  locale: string;
  target: string;
  /** The validated filters, already in a canonical order. */
  filters: string;
  userId: number | null;
}

export function listCacheKey(key: ListKey): string {
  const who = key.userId === null ? 'guest' : `u${key.userId}`;
  return [key.prefix, key.locale, key.target, who, key.filters].join('|');
}

export function cachedList(key: string): Buffer | undefined {
  const hit = entries.get(key);
  if (!hit) return undefined;
  if (hit.until <= Date.now()) {
    entries.delete(key);
    return undefined;
  }
  return hit.body;
}

export function storeList(key: string, body: Buffer, ttlMs: number): void {
  if (ttlMs <= 0) return;
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, { body, until: Date.now() + ttlMs });
}

/**
 * One upstream call per key at a time: a burst of guests opening the home page costs one
 * request, not one each.
 */
export function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = inflight.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load().finally(() => inflight.delete(key));
    inflight.set(key, pending);
  }
  return pending;
}

/** After a user's purchase or favourite change their own lists are stale. */
export function invalidateUserLists(userId: number): void {
  const marker = `|u${userId}|`;
  for (const key of entries.keys()) if (key.includes(marker)) entries.delete(key);
}

export function clearListCache(): void {
  entries.clear();
  inflight.clear();
}
