import {
  LIST_CACHE_BUDGET_BYTES,
  cachedList,
  clearListCache,
  listBody,
  storeList,
  type ListBody,
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
const held = (keys: string[]) => keys.filter((key) => cachedList(key) !== undefined);

it('holds no more than its byte budget, whatever the number of entries', () => {
  for (const key of ['a', 'b', 'c', 'd']) storeList(key, third, MINUTE);
  expect(held(['a', 'b', 'c', 'd'])).toEqual(['b', 'c', 'd']);
});

it('makes room from the least recently read, not the first stored', () => {
  for (const key of ['a', 'b', 'c']) storeList(key, third, MINUTE);
  expect(cachedList('a')).toBeDefined();
  storeList('d', third, MINUTE);
  expect(held(['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd']);
});

it('makes room from expired entries before live ones', () => {
  storeList('a', third, MINUTE);
  storeList('b', third, 1_000);
  storeList('c', third, MINUTE);
  now += 2_000;
  storeList('d', third, MINUTE);
  expect(held(['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd']);
});

it('keeps no list larger than the whole budget, and drops nothing for one', () => {
  storeList('a', third, MINUTE);
  storeList('huge', bodyOf(LIST_CACHE_BUDGET_BYTES + 1), MINUTE);
  expect(held(['a', 'huge'])).toEqual(['a']);
});

it('counts a replaced entry once', () => {
  for (let i = 0; i < 5; i += 1) storeList('a', third, MINUTE);
  storeList('b', third, MINUTE);
  storeList('c', third, MINUTE);
  expect(held(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
});
