import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { showTicket } from '@/lib/api-routes/support';

export type TicketAnswer = ResponseOf<typeof showTicket>;
export type TicketMessage = TicketAnswer['messages'][number];

export const ticketKey = (id: number) => apiPath(showTicket, { params: { id } });

/**
 * One ticket with its thread. `poll` (ms) is used while realtime is down, so support replies
 * still appear; SWR also refetches when the window regains focus.
 */
export function useTicket(id: number | null, poll = 0) {
  return useSWR<TicketAnswer>(id === null ? null : ticketKey(id), getJson, { refreshInterval: poll });
}
