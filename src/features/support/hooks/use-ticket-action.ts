import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { request } from '@/lib/http';
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
    async (path: string, json: unknown) => {
      setBusy(true);
      try {
        const answer = await request<TicketAnswer>(path, { method: 'POST', json });
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
    (message: string) => run(`${ticketKey(id)}/messages`, { message: message.trim() }),
    [id, run],
  );
  const close = useCallback(() => run(`${ticketKey(id)}/close`, {}), [id, run]);
  return { reply, close, busy };
}
