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
  /** What it counts against the budget (entrySize). */
  size: number;
}

/**
 * The cache is bounded by an estimate of its memory, not by a number of entries: one entry is an
 * empty search's few dozen bytes, another a whole catalogue at load=100 (up to 2,000 items of
 * some 130 bytes), so a count says little about the memory it holds. Past the budget, expired
 * entries go first, then the least recently read (a Map keeps order of insertion; a hit moves
 * its entry to the end), so the lists every guest shares stay while one-off keys go.
 */
export const LIST_CACHE_BUDGET_BYTES = 32 * 1024 * 1024;
/** The Map slot and the two small objects of an entry: keeps a flood of tiny entries bounded too. */
const ENTRY_OVERHEAD_BYTES = 200;
/**
 * Finding the expired entries reads them all, so it runs at most this often: under a flood of
 * new keys every store needs room, and a pass each time would cost more than the loads.
 */
const SWEEP_EVERY_MS = 1_000;

const entries = new Map<string, Entry>();
const inflight = new Map<string, Promise<unknown>>();
let usedBytes = 0;
let nextSweep = 0;

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
    dropEntry(key);
    return undefined;
  }
  // Most recently read goes last: eviction takes from the front.
  entries.delete(key);
  entries.set(key, hit);
  return hit.body;
}

export function listBody(answer: unknown): ListBody {
  const text = JSON.stringify(answer);
  return { text, bytes: Buffer.byteLength(text) };
}

/**
 * The text's UTF-8 length stands for its memory (V8 keeps one or two bytes a character, about
 * the same), plus the key and the entry's own objects.
 */
const entrySize = (key: string, body: ListBody) => key.length + body.bytes + ENTRY_OVERHEAD_BYTES;

function dropEntry(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  usedBytes -= entry.size;
  entries.delete(key);
}

function dropExpired(now: number): void {
  if (now < nextSweep) return;
  nextSweep = now + SWEEP_EVERY_MS;
  for (const [key, entry] of entries) if (entry.until <= now) dropEntry(key);
}

/** Expired entries first, then the least recently read, until `size` more fits the budget. */
function makeRoom(size: number, now: number): void {
  if (usedBytes + size <= LIST_CACHE_BUDGET_BYTES) return;
  dropExpired(now);
  for (const key of entries.keys()) {
    if (usedBytes + size <= LIST_CACHE_BUDGET_BYTES) return;
    dropEntry(key);
  }
}

export function storeList(key: string, body: ListBody, ttlMs: number): void {
  if (ttlMs <= 0) return;
  dropEntry(key);
  const size = entrySize(key, body);
  // A list larger than the whole budget would empty the cache for one entry.
  if (size > LIST_CACHE_BUDGET_BYTES) return;
  const now = Date.now();
  makeRoom(size, now);
  entries.set(key, { body, until: now + ttlMs, size });
  usedBytes += size;
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
  for (const key of entries.keys()) if (key.includes(marker)) dropEntry(key);
}

export function clearListCache(): void {
  entries.clear();
  inflight.clear();
  usedBytes = 0;
  nextSweep = 0;
}
