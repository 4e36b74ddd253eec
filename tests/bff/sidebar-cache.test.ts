import {
  LIST_CACHE_BUDGET_BYTES,
  USER_LIST_CACHE_BUDGET_BYTES,
  cachedList,
  clearListCache,
  listBody,
  listSlot,
  storeList,
  type ListBody,
  type ListSlot,
} from '@/bff/sidebar/cache';

// The sidebar cache is bounded by an estimate of its bytes, not by a number of entries, and
// makes room from expired entries first, then from the least recently read: one-off keys (a
// bot's) cannot push out the lists the guests keep reading. The clock is set by hand, so
// nothing here waits or measures time.
const MINUTE = 60_000;
let now = 1_000_000;
beforeEach(() => {
  clearListCache();
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

const bodyOf = (bytes: number): ListBody => listBody('x'.repeat(bytes - 2));
/** A list a third of the budget (less its key and overhead): three fit, a fourth does not. */
const third = bodyOf(Math.floor(LIST_CACHE_BUDGET_BYTES / 3) - 1_000);
/** A guest's slot, named by its filters alone. */
const guest = (filters: string): ListSlot =>
  listSlot({ prefix: 'p', locale: 'en', target: '/api/countries', filters, userId: null });
const user = (userId: number, filters: string, listsVersion: string): ListSlot =>
  listSlot({ prefix: 'p', locale: 'en', target: '/api/countries', filters, userId, listsVersion });
const held = (names: string[]) => names.filter((name) => cachedList(guest(name)) !== undefined);
const store = (name: string, body: ListBody, ttlMs: number) => storeList(guest(name), body, ttlMs);

it('holds no more than its byte budget, whatever the number of entries', () => {
  for (const name of ['a', 'b', 'c', 'd']) store(name, third, MINUTE);
  expect(held(['a', 'b', 'c', 'd'])).toEqual(['b', 'c', 'd']);
});

it('makes room from the least recently read, not the first stored', () => {
  for (const name of ['a', 'b', 'c']) store(name, third, MINUTE);
  expect(cachedList(guest('a'))).toBeDefined();
  store('d', third, MINUTE);
  expect(held(['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd']);
});

it('makes room from expired entries before live ones', () => {
  store('a', third, MINUTE);
  store('b', third, 1_000);
  store('c', third, MINUTE);
  now += 2_000;
  store('d', third, MINUTE);
  expect(held(['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd']);
});

it('keeps no list larger than the whole budget, and drops nothing for one', () => {
  store('a', third, MINUTE);
  store('huge', bodyOf(LIST_CACHE_BUDGET_BYTES + 1), MINUTE);
  expect(held(['a', 'huge'])).toEqual(['a']);
});

it('counts a replaced entry once', () => {
  for (let i = 0; i < 5; i += 1) store('a', third, MINUTE);
  store('b', third, MINUTE);
  store('c', third, MINUTE);
  expect(held(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
});

it("keeps the guests' lists whatever signed-in users store: each side has a budget of its own", () => {
  store('home', third, MINUTE);
  // Far more than either budget, in lists of one user under ever new filters and versions (the
  // lists cookie is the client's to send).
  const big = bodyOf(Math.floor(USER_LIST_CACHE_BUDGET_BYTES / 3) - 1_000);
  for (let i = 0; i < 20; i += 1) storeList(user(7, `page=${i}`, `v${i}`), big, MINUTE);
  expect(held(['home'])).toEqual(['home']);
});

it('holds one entry per user and filters: a new lists version replaces it, and the old one misses', () => {
  const userThird = bodyOf(Math.floor(USER_LIST_CACHE_BUDGET_BYTES / 3) - 1_000);
  storeList(user(7, 'sort=name', 'v1'), userThird, MINUTE);
  storeList(user(8, 'sort=name', ''), userThird, MINUTE);
  for (let i = 2; i < 10; i += 1) storeList(user(7, 'sort=name', `v${i}`), userThird, MINUTE);
  expect(cachedList(user(7, 'sort=name', 'v1'))).toBeUndefined();
  expect(cachedList(user(7, 'sort=name', 'v9'))).toBe(userThird);
  // Two entries in all: user 8's, made first, was never pushed out by user 7's versions.
  expect(cachedList(user(8, 'sort=name', ''))).toBe(userThird);
  expect(cachedList(user(8, 'sort=name', 'other'))).toBeUndefined();
});
