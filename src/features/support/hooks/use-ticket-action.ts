import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { closeTicket, replyTicket } from '@/lib/api-routes/support';
import { useBusyAction } from '@/hooks/use-busy-action';
import { isTicketsKey } from './use-tickets';
import { ticketKey, type TicketAnswer } from './use-ticket';

/**
 * POST …/messages (reply; a closed ticket reopens) or …/close. The answer is the whole thread,
 * so it replaces the cached one; resolves true on success.
 */
export function useTicketAction(id: number) {
  const { mutate } = useSWRConfig();
  const { busy, run: runAction } = useBusyAction<'send'>();

  const run = useCallback(
    async (send: () => Promise<TicketAnswer>) =>
      (await runAction('send', send, async (answer) => {
        await mutate(ticketKey(id), answer, { revalidate: false });
        void mutate(isTicketsKey);
      })) !== null,
    [id, mutate, runAction],
  );

  const reply = useCallback(
    (message: string) => run(() => apiRequest(replyTicket, { params: { id }, json: { message: message.trim() } })),
    [id, run],
  );
  const close = useCallback(() => run(() => apiRequest(closeTicket, { params: { id } })), [id, run]);
  return { reply, close, busy: busy !== null };
}
