import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { listTickets } from '@/lib/api-routes/support';

export type TicketsAnswer = ResponseOf<typeof listTickets>;
export type TicketStatus = TicketsAnswer['data'][number]['status'];

export const TICKETS_PATH = apiPath(listTickets);
/** Spec §9: lists page by 10. */
export const TICKETS_PAGE_SIZE = 10;

export interface TicketFilters {
  search: string;
  status?: TicketStatus;
  page: number;
}

/** True for any cached page of the ticket list, so a new message can refresh them all. */
export function isTicketsKey(key: unknown): boolean {
  return typeof key === 'string' && (key === TICKETS_PATH || key.startsWith(`${TICKETS_PATH}?`));
}

export function useTickets(filters: TicketFilters) {
  return useSWR<TicketsAnswer>(apiPath(listTickets, { query: { ...filters, per_page: TICKETS_PAGE_SIZE } }), getJson, {
    keepPreviousData: true,
  });
}
