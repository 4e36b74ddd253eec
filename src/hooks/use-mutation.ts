import { useCallback, useRef, useState } from 'react';
import { useMounted } from './use-mounted';

export type MutationResult<O> = { ok: true; data: O } | { ok: false; error: unknown };

/**
 * One request at a time with a busy flag for the button. Never throws: the caller decides
 * what a failure means (a field error, a next step such as verify-email, or an alert).
 */
export function useMutation<I, O>(send: (input: I) => Promise<O>) {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const mounted = useMounted();

  const run = useCallback(
    async (input: I): Promise<MutationResult<O> | null> => {
      // A double Enter must not send the form twice.
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      try {
        return { ok: true, data: await send(input) };
      } catch (error) {
        return { ok: false, error };
      } finally {
        inFlight.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [send, mounted],
  );
  return { busy, run };
}
