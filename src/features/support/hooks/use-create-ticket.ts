import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { createTicket } from '@/lib/api-routes/support';
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
  // One ticket per submit: a second click before the first answers, or while the page goes to
  // the new ticket (the route renders on the server first), sends nothing.
  const inFlight = useRef(false);

  const create = useCallback(
    async (values: { subject: string; message: string }) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setSending(true);
      try {
        const answer: TicketAnswer = await apiRequest(createTicket, {
          json: { subject: values.subject.trim(), message: values.message.trim() },
        });
        await mutate(ticketKey(answer.ticket.id), answer, { revalidate: false });
        void mutate(isTicketsKey);
        // Still sending for the form: it leaves for the ticket's page now.
        return answer.ticket;
      } catch (error) {
        onError(error);
        inFlight.current = false;
        setSending(false);
        return null;
      }
    },
    [mutate, onError],
  );
  return { create, sending };
}
