import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { closeTicket, replyTicket } from '@/lib/api-routes';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import { isTicketsKey } from './use-tickets';
import { ticketKey, type TicketAnswer } from './use-ticket';

/**
 * POST …/messages (reply; a closed ticket reopens) or …/close. The answer is the whole thread,
 * so it replaces the cached one; resolves true on success.
 */
export function useTicketAction(id: number) {
  const onError = useApiErrorHandler();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (send: () => Promise<TicketAnswer>) => {
      setBusy(true);
      try {
        const answer = await send();
        await mutate(ticketKey(id), answer, { revalidate: false });
        void mutate(isTicketsKey);
        return true;
      } catch (error) {
        onError(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [id, mutate, onError],
  );

  const reply = useCallback(
    (message: string) => run(() => apiRequest(replyTicket, { params: { id }, json: { message: message.trim() } })),
    [id, run],
  );
  const close = useCallback(() => run(() => apiRequest(closeTicket, { params: { id } })), [id, run]);
  return { reply, close, busy };
}
