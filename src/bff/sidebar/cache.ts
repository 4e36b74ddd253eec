/**
 * Answers of the four sidebar lists, kept as ready-to-send JSON text with its UTF-8 length
 * (serialised and measured once, not on every hit). Text, not a Buffer: Node writes a string
 * body together with the response head in one socket write, a Buffer after it in a second
 * (writev), which cost a hit ~0.02 ms more of CPU in a profile of the production server
 * (issue 19). Keys carry the cache prefix, locale, target, filters and who asked: `guest`,
 * shared by every guest, or `u<id>:<lists version>`, one user's own (their `favorite` flags
 * must never reach anybody else; the version is lists-version.ts's, new after each change).
 */
export interface ListBody {
  text: string;
  bytes: number;
}

interface Entry {
  body: ListBody;
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
  /** The signed-in user's lists version (lists-version.ts); ignored for a guest. */
  listsVersion?: string;
}

export function listCacheKey(key: ListKey): string {
  const who = key.userId === null ? 'guest' : `u${key.userId}:${key.listsVersion ?? ''}`;
  return [key.prefix, key.locale, key.target, who, key.filters].join('|');
}

export function cachedList(key: string): ListBody | undefined {
  const hit = entries.get(key);
  if (!hit) return undefined;
  if (hit.until <= Date.now()) {
    entries.delete(key);
    return undefined;
  }
  return hit.body;
}

export function listBody(answer: unknown): ListBody {
  const text = JSON.stringify(answer);
  return { text, bytes: Buffer.byteLength(text) };
}

export function storeList(key: string, body: ListBody, ttlMs: number): void {
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
  const marker = `|u${userId}:`;
  for (const key of entries.keys()) if (key.includes(marker)) entries.delete(key);
}

export function clearListCache(): void {
  entries.clear();
  inflight.clear();
}
