import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useRouter } from 'next/router';
import type { ParsedUrlQuery } from 'querystring';

type Value = string | number;
type Checks<T> = { [K in keyof T]?: (value: T[K]) => boolean };

/** Written this long after the last change: typing a search is one address change, not one a key. */
const WRITE_AFTER_MS = 300;

function read<T extends Record<string, Value>>(query: ParsedUrlQuery, defaults: T, valid: Checks<T>): T {
  const out = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const raw = query[key];
    if (typeof raw !== 'string') continue;
    const value = (typeof defaults[key] === 'number' ? Number(raw) : raw) as T[typeof key];
    // Numbers here are pages and ids: whole and positive, or the default.
    if (typeof value === 'number' && !(Number.isSafeInteger(value) && value > 0)) continue;
    if (valid[key] && !valid[key](value)) continue;
    out[key] = value;
  }
  return out;
}

/** The address's form of a state: its values that differ from the defaults, in a fixed order. */
function written<T extends Record<string, Value>>(state: T, defaults: T): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(defaults)) if (state[key] !== defaults[key]) out[key] = String(state[key]);
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
  valid: Checks<T> = {},
): [T, Dispatch<SetStateAction<T>>] {
  const router = useRouter();
  const addressed = read(router.query, defaults, valid);
  const addressedKey = JSON.stringify(written(addressed, defaults));
  const [state, setState] = useState(addressed);
  const stateKey = JSON.stringify(written(state, defaults));
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
      const query = { ...router.query };
      for (const key of Object.keys(defaults)) delete query[key];
      void router.replace(
        { pathname: router.pathname, query: { ...query, ...(JSON.parse(stateKey) as Record<string, string>) } },
        undefined,
        { shallow: true, scroll: false },
      );
    }, WRITE_AFTER_MS);
    return () => clearTimeout(timer);
    // The router and defaults are read when the timer fires; the two address forms decide.
  }, [stateKey, addressedKey]); // eslint-disable-line react-hooks/exhaustive-deps

  return [state, setState];
}
