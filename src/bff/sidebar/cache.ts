/**
 * Answers of the four sidebar lists, kept as ready-to-send JSON text with its UTF-8 length
 * (serialised and measured once, not on every hit). Text, not a Buffer: Node writes a string
 * body together with the response head in one socket write, a Buffer after it in a second
 * (writev), which cost a hit ~0.02 ms more of CPU in a profile of the production server
 * (issue 19). Keys carry the cache prefix, locale, target, filters and who asked: `guest`,
 * shared by every guest, or `u<id>`, one user's own (their `favorite` flags must never reach
 * anybody else).
 */
export interface ListBody {
  text: string;
  bytes: number;
}

interface Entry {
  body: ListBody;
  until: number;
  /** What it counts against its pool's budget (entrySize). */
  size: number;
  /** The signed-in user's lists version it was loaded under (lists-version.ts); '' for guests. */
  version: string;
}

/**
 * Each pool is bounded by an estimate of its memory, not by a number of entries: one entry is an
 * empty search's few dozen bytes, another a whole catalogue at load=100 (up to 2,000 items of
 * some 130 bytes), so a count says little about the memory it holds. Past the budget, expired
 * entries go first, then the least recently read (a Map keeps order of insertion; a hit moves
 * its entry to the end), so the lists every guest shares stay while one-off keys go.
 *
 * Guests and signed-in users have a pool each: a signed-in user's entries serve that user only,
 * so one account asking for many filter combinations would otherwise push out the lists every
 * guest shares.
 */
export const LIST_CACHE_BUDGET_BYTES = 32 * 1024 * 1024;
export const USER_LIST_CACHE_BUDGET_BYTES = 16 * 1024 * 1024;
/** The Map slot and the two small objects of an entry: keeps a flood of tiny entries bounded too. */
const ENTRY_OVERHEAD_BYTES = 200;
/**
 * Finding the expired entries reads them all, so it runs at most this often: under a flood of
 * new keys every store needs room, and a pass each time would cost more than the loads.
 */
const SWEEP_EVERY_MS = 1_000;

class ListPool {
  readonly entries = new Map<string, Entry>();
  private usedBytes = 0;
  private nextSweep = 0;

  constructor(private readonly budget: number) {}

  get(key: string): Entry | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= Date.now()) {
      this.drop(key);
      return undefined;
    }
    // Most recently read goes last: eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, entry: Omit<Entry, 'size'>): void {
    this.drop(key);
    const size = key.length + entry.body.bytes + ENTRY_OVERHEAD_BYTES;
    // A list larger than the whole budget would empty the pool for one entry.
    if (size > this.budget) return;
    this.makeRoom(size, Date.now());
    this.entries.set(key, { ...entry, size });
    this.usedBytes += size;
  }

  drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.usedBytes -= entry.size;
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.usedBytes = 0;
    this.nextSweep = 0;
  }

  private dropExpired(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    for (const [key, entry] of this.entries) if (entry.until <= now) this.drop(key);
  }

  /** Expired entries first, then the least recently read, until `size` more fits the budget. */
  private makeRoom(size: number, now: number): void {
    if (this.usedBytes + size <= this.budget) return;
    this.dropExpired(now);
    for (const key of this.entries.keys()) {
      if (this.usedBytes + size <= this.budget) return;
      this.drop(key);
    }
  }
}

const guests = new ListPool(LIST_CACHE_BUDGET_BYTES);
const users = new ListPool(USER_LIST_CACHE_BUDGET_BYTES);
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

/**
 * Where one list lives in the cache. The lists version is no part of the key but a property of
 * the entry: a user's list for one set of filters is one entry, which a new version replaces.
 * In the key, a client sending a new `codeport_lists` cookie on every request (it is not signed)
 * added an entry and an upstream call each time.
 */
export interface ListSlot {
  key: string;
  /** Guests share entries; a signed-in user's are theirs alone, in the users' pool. */
  shared: boolean;
  version: string;
}

export function listSlot(key: ListKey): ListSlot {
  const shared = key.userId === null;
  return {
    key: [key.prefix, key.locale, key.target, shared ? 'guest' : `u${key.userId}`, key.filters].join('|'),
    shared,
    version: shared ? '' : (key.listsVersion ?? ''),
  };
}

const poolOf = (slot: ListSlot) => (slot.shared ? guests : users);

/** The list, if held and loaded under the version the caller holds. */
export function cachedList(slot: ListSlot): ListBody | undefined {
  const hit = poolOf(slot).get(slot.key);
  return hit && hit.version === slot.version ? hit.body : undefined;
}

export function listBody(answer: unknown): ListBody {
  const text = JSON.stringify(answer);
  return { text, bytes: Buffer.byteLength(text) };
}

export function storeList(slot: ListSlot, body: ListBody, ttlMs: number): void {
  if (ttlMs <= 0) return;
  poolOf(slot).set(slot.key, { body, until: Date.now() + ttlMs, version: slot.version });
}

/**
 * One upstream call per list and version at a time: a burst of guests opening the home page
 * costs one request, not one each; a request holding a newer version does not wait for (and
 * answer with) a load begun under the older one.
 */
export function loadOnce<T>(slot: ListSlot, load: () => Promise<T>): Promise<T> {
  const id = `${slot.key}#${slot.version}`;
  let pending = inflight.get(id) as Promise<T> | undefined;
  if (!pending) {
    pending = load().finally(() => inflight.delete(id));
    inflight.set(id, pending);
  }
  return pending;
}

/** After a user's purchase or favourite change their own lists are stale. */
export function invalidateUserLists(userId: number): void {
  const marker = `|u${userId}|`;
  for (const key of users.entries.keys()) if (key.includes(marker)) users.drop(key);
}

export function clearListCache(): void {
  guests.clear();
  users.clear();
  inflight.clear();
}
