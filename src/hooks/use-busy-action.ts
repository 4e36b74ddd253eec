import { useCallback, useState } from 'react';
import { useMounted } from './use-mounted';
import { useApiErrorHandler } from './use-api-error';

/**
 * A button's request with a label of what is running (so only that button spins), the error
 * catalogue for failures and an `after` step for the SWR store (write the answer, or
 * revalidate keys). Resolves to the answer, or null once the failure has been shown.
 */
export function useBusyAction<L extends string>() {
  const onError = useApiErrorHandler();
  const [busy, setBusy] = useState<L | null>(null);
  const mounted = useMounted();

  const run = useCallback(
    async <T>(label: L, send: () => Promise<T>, after?: (answer: T) => unknown): Promise<T | null> => {
      setBusy(label);
      try {
        const answer = await send();
        await after?.(answer);
        return answer;
      } catch (error) {
        onError(error);
        return null;
      } finally {
        // A panel that closed while its request ran has nothing left to un-spin.
        if (mounted.current) setBusy(null);
      }
    },
    [onError, mounted],
  );

  return { busy, run };
}
