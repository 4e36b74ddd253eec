import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useRouter } from 'next/router';
import { queryOfState, readQueryState, type QueryReaders, type QueryValue } from '@/lib/query-state';

/** Written this long after the last change: typing a search is one address change, not one a key. */
const WRITE_AFTER_MS = 300;

/**
 * A list's filters, search and page kept in the address as well as in memory (?status=open&page=2):
 * Back to the list, a reload or a shared link shows the same rows. The address is written with a
 * shallow replace (no data request, no history entry), leaving out values equal to the defaults
 * and keeping the address's other parameters. A value the address cannot hold (page=abc, an
 * unknown status) reads as its default. When the address changes under the page (a link to the
 * same page, Back), the state follows it.
 */
export function useQueryState<T extends Record<string, QueryValue>>(
  defaults: T,
  { readers = {}, prefix = '' }: { readers?: QueryReaders<T>; prefix?: string } = {},
): [T, Dispatch<SetStateAction<T>>] {
  const router = useRouter();
  // The router of the latest render when the write fires: another write (a tab's) may have landed.
  const latest = useRef(router);
  useEffect(() => {
    latest.current = router;
  });
  const addressed = readQueryState(router.query, defaults, readers, prefix);
  const addressedKey = JSON.stringify(queryOfState(addressed, defaults, prefix));
  const [state, setState] = useState(addressed);
  const stateKey = JSON.stringify(queryOfState(state, defaults, prefix));
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
