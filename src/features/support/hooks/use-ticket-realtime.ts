import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { isRealtimeLive } from '@/lib/realtime/connection-state';
import { onRealtime, useRealtimeState } from '@/state/realtime-bus';
import { isTicketsKey } from './use-tickets';
import { ticketKey, type TicketAnswer } from './use-ticket';

/** How often an open thread refreshes while realtime events do not arrive. */
export const TICKET_POLL_MS = 15_000;

/**
 * Spec §4 NewMessage: a support reply lands in the open thread at once (appended to the cache,
 * then the thread is refetched for its new status), and ticket lists refresh. Returns whether
 * events arrive, so the thread polls otherwise.
 */
export function useTicketRealtime(): boolean {
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      onRealtime('NewMessage', ({ resource }) => {
        const key = ticketKey(resource.ticket_id);
        void mutate(
          key,
          (current: TicketAnswer | undefined) =>
            current && !current.messages.some((m) => m.id === resource.id)
              ? { ...current, messages: [...current.messages, resource] }
              : current,
          { revalidate: true },
        );
        void mutate(isTicketsKey);
      }),
    [mutate],
  );
  return isRealtimeLive(useRealtimeState());
}
