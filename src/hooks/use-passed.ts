import { useCallback, useSyncExternalStore } from 'react';

// setTimeout fires at once for a delay past 2^31 - 1 ms (about 24.8 days).
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Whether the time `iso` has passed (an unparsable date counts as passed, as `msUntil` reads it
 * as 0 ms left); null on the server and while hydrating. Unlike `useNow`, it renders its
 * component once, when the moment comes, not once a second: a card that only switches to
 * "expired" need not render again with every tick of a countdown (issue 17).
 */
export function usePassed(iso: string): boolean | null {
  const at = Date.parse(iso);
  const subscribe = useCallback(
    (notify: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wait = () => {
        const left = at - Date.now();
        if (Number.isNaN(left) || left <= 0) return notify();
        // A long wait is taken in steps, each no longer than a timer can hold.
        timer = setTimeout(wait, Math.min(left, LONGEST_TIMEOUT_MS));
      };
      wait();
      return () => clearTimeout(timer);
    },
    [at],
  );
  const read = useCallback(() => Number.isNaN(at) || Date.now() >= at, [at]);
  return useSyncExternalStore(subscribe, read, serverSnapshot);
}

function serverSnapshot(): null {
  return null;
}
