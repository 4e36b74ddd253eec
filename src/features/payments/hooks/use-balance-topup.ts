import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { BalanceTopupPayload } from '@contracts/realtime-events';
import { onRealtime } from '@/state/realtime-bus';
import { PAYMENTS_KEY, type PaymentsAnswer } from './use-payments';

/**
 * Spec §4 BalanceTopup on the top-up page: the balance itself is written by the realtime
 * connection (src/hooks/realtime); here the pending payments are emptied in the cache and the
 * page is told, so it can clear its code form and say so.
 */
export function useBalanceTopup(onTopup: (payload: BalanceTopupPayload) => void): void {
  const { mutate } = useSWRConfig();
  const latest = useRef(onTopup);
  useEffect(() => {
    latest.current = onTopup;
  });
  useEffect(
    () =>
      onRealtime('BalanceTopup', (payload) => {
        // A refund moves the balance too, but it paid none of the pending top-ups (the shell
        // toasts it): the code form, the pending list and "Payment received" stay as they are.
        if (payload.refund) return;
        void mutate(
          PAYMENTS_KEY,
          (data: PaymentsAnswer | undefined) => (data ? { ...data, active_payments: {} } : data),
          { revalidate: false },
        );
        latest.current(payload);
      }),
    [mutate],
  );
}
