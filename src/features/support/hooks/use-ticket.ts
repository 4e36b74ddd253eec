import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { showTicket } from '@contracts/support';
import { getJson } from '@/lib/http';
import { TICKETS_PATH } from './use-tickets';

export type TicketAnswer = ResponseOf<typeof showTicket>;
export type TicketMessage = TicketAnswer['messages'][number];

export const ticketKey = (id: number) => `${TICKETS_PATH}/${id}`;

/**
 * One ticket with its thread. `poll` (ms) is used while realtime is down, so support replies
 * still appear; SWR also refetches when the window regains focus.
 */
export function useTicket(id: number | null, poll = 0) {
  return useSWR<TicketAnswer>(id === null ? null : ticketKey(id), getJson, { refreshInterval: poll });
}
