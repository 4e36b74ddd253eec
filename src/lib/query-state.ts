import type { ParsedUrlQuery } from 'querystring';
import { INT4_MAX, MAX_FILTER_IDS, MAX_PAGE, SEARCH_MAX_LENGTH } from '@contracts/list-limits';

/**
 * A list's filters as the address holds them (?status=open&page=2): read by the browser's
 * `useQueryState` and by a server render that loads the same rows for its first paint.
 */

/** A filter's value: text, a page or an id, or a set of ids (written comma-joined: 3,7). */
export type QueryValue = string | number | readonly number[];
/** How a key's address text is read: its value, or undefined for one the state cannot hold. */
export type QueryReaders<T> = { [K in keyof T]?: (raw: string) => T[K] | undefined };

// Each reader takes what the list's contract takes, and nothing more: a value past a limit
// (page=99999, 600 ids) would have the list refused, so the address reads as the default.

/** An id: whole, positive, in the int4 range of the id columns; or not an id at all. */
export const positiveInteger = (raw: string): number | undefined => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 && n <= INT4_MAX ? n : undefined;
};
/** A page of a list: 1 to the last page any list serves. */
export const pageNumber = (raw: string): number | undefined => {
  const n = positiveInteger(raw);
  return n !== undefined && n <= MAX_PAGE ? n : undefined;
};
/** Search text a search box could have typed. */
export const searchText = (raw: string): string | undefined => (raw.length <= SEARCH_MAX_LENGTH ? raw : undefined);
/** Ids comma-joined (3,7): all of them ids and no more than a filter takes, or the whole value unreadable. */
export const idList = (raw: string): number[] | undefined => {
  const ids = [...new Set(raw.split(',').map(positiveInteger))];
  return ids.length <= MAX_FILTER_IDS && ids.every((id) => id !== undefined) ? ids : undefined;
};
/** A day as a date field holds it (yyyy-mm-dd); the server judges whether it exists. */
export const isoDay = (raw: string): string | undefined => (/^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined);
/** A value of a fixed list (a status, a type), or nothing. */
export const oneOf =
  <V extends string>(values: readonly V[]) =>
  (raw: string): V | undefined =>
    values.find((v) => v === raw);

/** By the default's type: a number is a page, text a search, a list ids (others say their own). */
function defaultReader(value: QueryValue): (raw: string) => QueryValue | undefined {
  if (typeof value === 'number') return pageNumber;
  if (typeof value === 'string') return searchText;
  return idList;
}

/** The state an address holds: each key's readable value, or its default. */
export function readQueryState<T extends Record<string, QueryValue>>(
  query: ParsedUrlQuery,
  defaults: T,
  readers: QueryReaders<T> = {},
  prefix = '',
): T {
  const out = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const raw = query[prefix + key];
    if (typeof raw !== 'string') continue;
    const reader = readers[key] ?? defaultReader(defaults[key] as QueryValue);
    const value = reader(raw) as T[typeof key] | undefined;
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The address's form of a state: its values that differ from the defaults, in a fixed order. */
export function queryOfState<T extends Record<string, QueryValue>>(
  state: T,
  defaults: T,
  prefix = '',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(defaults)) {
    // String() writes a set of ids comma-joined, and compares it by its ids.
    const value = String(state[key]);
    if (value !== String(defaults[key])) out[prefix + key] = value;
  }
  return out;
}
