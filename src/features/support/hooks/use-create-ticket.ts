import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { createTicket } from '@/lib/api-routes';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import { isTicketsKey } from './use-tickets';
import { ticketKey, type TicketAnswer } from './use-ticket';

/**
 * POST /api/support/tickets. Resolves to the new ticket (its thread is cached for the ticket
 * page), or null once the error catalogue has shown the failure (422 field messages included).
 */
export function useCreateTicket() {
  const onError = useApiErrorHandler();
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);

  const create = useCallback(
    async (values: { subject: string; message: string }) => {
      setSending(true);
      try {
        const answer: TicketAnswer = await apiRequest(createTicket, {
          json: { subject: values.subject.trim(), message: values.message.trim() },
        });
        await mutate(ticketKey(answer.ticket.id), answer, { revalidate: false });
        void mutate(isTicketsKey);
        return answer.ticket;
      } catch (error) {
        onError(error);
        return null;
      } finally {
        setSending(false);
      }
    },
    [mutate, onError],
  );
  return { create, sending };
}
