import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useRouter } from 'next/router';
import type { ParsedUrlQuery } from 'querystring';

type Value = string | number;
/** How a key's address text is read: its value, or undefined for one the state cannot hold. */
type Readers<T> = { [K in keyof T]?: (raw: string) => T[K] | undefined };

/** Written this long after the last change: typing a search is one address change, not one a key. */
const WRITE_AFTER_MS = 300;

/** Numbers here are pages and ids: whole and positive, or not a number at all. */
export const positiveInteger = (raw: string): number | undefined => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};
/** A day as a date field holds it (yyyy-mm-dd); the server judges whether it exists. */
export const isoDay = (raw: string): string | undefined => (/^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined);
/** A value of a fixed list (a status, a type), or nothing. */
export const oneOf =
  <V extends string>(values: readonly V[]) =>
  (raw: string): V | undefined =>
    values.find((v) => v === raw);

function read<T extends Record<string, Value>>(
  query: ParsedUrlQuery,
  defaults: T,
  readers: Readers<T>,
  prefix: string,
): T {
  const out = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const raw = query[prefix + key];
    if (typeof raw !== 'string') continue;
    const reader = readers[key] ?? (typeof defaults[key] === 'number' ? positiveInteger : (r: string) => r);
    const value = reader(raw) as T[typeof key] | undefined;
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The address's form of a state: its values that differ from the defaults, in a fixed order. */
function written<T extends Record<string, Value>>(state: T, defaults: T, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(defaults)) if (state[key] !== defaults[key]) out[prefix + key] = String(state[key]);
  return out;
}

/**
 * A list's filters, search and page kept in the address as well as in memory (?status=open&page=2):
 * Back to the list, a reload or a shared link shows the same rows. The address is written with a
 * shallow replace (no data request, no history entry), leaving out values equal to the defaults
 * and keeping the address's other parameters. A value the address cannot hold (page=abc, an
 * unknown status) reads as its default. When the address changes under the page (a link to the
 * same page, Back), the state follows it.
 */
export function useQueryState<T extends Record<string, Value>>(
  defaults: T,
  { readers = {}, prefix = '' }: { readers?: Readers<T>; prefix?: string } = {},
): [T, Dispatch<SetStateAction<T>>] {
  const router = useRouter();
  // The router of the latest render when the write fires: another write (a tab's) may have landed.
  const latest = useRef(router);
  useEffect(() => {
    latest.current = router;
  });
  const addressed = read(router.query, defaults, readers, prefix);
  const addressedKey = JSON.stringify(written(addressed, defaults, prefix));
  const [state, setState] = useState(addressed);
  const stateKey = JSON.stringify(written(state, defaults, prefix));
  // The address as last read: when it changes to something other than this state (a link to the
  // same page, Back), the state follows it; our own write arriving changes nothing.
  const [seen, setSeen] = useState(addressedKey);
  if (addressedKey !== seen) {
    setSeen(addressedKey);
    if (addressedKey !== stateKey) setState(addressed);
  }

  useEffect(() => {
    if (stateKey === addressedKey) return;
    const timer = setTimeout(() => {
      const { query: now, pathname } = latest.current;
      const query = { ...now };
      for (const key of Object.keys(defaults)) delete query[prefix + key];
      void latest.current.replace(
        { pathname, query: { ...query, ...(JSON.parse(stateKey) as Record<string, string>) } },
        undefined,
        {
          shallow: true,
          scroll: false,
        },
      );
    }, WRITE_AFTER_MS);
    return () => clearTimeout(timer);
    // The defaults and prefix are fixed for a list; the two address forms decide.
  }, [stateKey, addressedKey]); // eslint-disable-line react-hooks/exhaustive-deps

  return [state, setState];
}
