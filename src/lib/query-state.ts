import type { ParsedUrlQuery } from 'querystring';

/**
 * A list's filters as the address holds them (?status=open&page=2): read by the browser's
 * `useQueryState` and by a server render that loads the same rows for its first paint.
 */

/** A filter's value: text, a page or an id, or a set of ids (written comma-joined: 3,7). */
export type QueryValue = string | number | readonly number[];
/** How a key's address text is read: its value, or undefined for one the state cannot hold. */
export type QueryReaders<T> = { [K in keyof T]?: (raw: string) => T[K] | undefined };

/** Numbers here are pages and ids: whole and positive, or not a number at all. */
export const positiveInteger = (raw: string): number | undefined => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};
/** Ids comma-joined (3,7): all of them ids, or the whole value unreadable. */
export const idList = (raw: string): number[] | undefined => {
  const ids = raw.split(',').map(positiveInteger);
  return ids.every((id) => id !== undefined) ? [...new Set(ids)] : undefined;
};
/** A day as a date field holds it (yyyy-mm-dd); the server judges whether it exists. */
export const isoDay = (raw: string): string | undefined => (/^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined);
/** A value of a fixed list (a status, a type), or nothing. */
export const oneOf =
  <V extends string>(values: readonly V[]) =>
  (raw: string): V | undefined =>
    values.find((v) => v === raw);

function defaultReader(value: QueryValue): (raw: string) => QueryValue | undefined {
  if (typeof value === 'number') return positiveInteger;
  if (typeof value === 'string') return (raw) => raw;
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
