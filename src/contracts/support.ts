import { z } from 'zod';
import { defineRoute } from './route';
import { idParam } from './commerce-query';
import { listQuery, paginated } from './list-query';
import { realtimeTicketMessage } from './realtime-events';
import { TICKET_MESSAGE, TICKET_SUBJECT } from './support-limits';

export const ticketStatus = z.enum(['open', 'answered', 'closed']);

export const ticketMessage = realtimeTicketMessage;
export type TicketMessage = z.infer<typeof ticketMessage>;

export const ticket = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: ticketStatus,
  created_at: z.string(),
  updated_at: z.string(),
  messages_count: z.number().int(),
  /** The newest message, for the list preview. */
  last_message: ticketMessage.nullable(),
});
export type Ticket = z.infer<typeof ticket>;

const messageText = z.string().trim().min(TICKET_MESSAGE.min, 'The message field is required.').max(TICKET_MESSAGE.max);
const ticketIdParams = z.object({ id: idParam });
const ticketWithMessages = z.object({ status: z.literal(true), ticket, messages: z.array(ticketMessage) });

export const listTickets = defineRoute({
  id: 'support.tickets',
  method: 'GET',
  path: '/api/support/tickets',
  auth: 'user',
  query: listQuery.extend({ status: ticketStatus.optional() }),
  response: paginated(ticket).extend({ status: z.literal(true) }),
  summary: "The user's support tickets, most recently updated first; search in subjects.",
});

export const createTicket = defineRoute({
  id: 'support.tickets.create',
  method: 'POST',
  path: '/api/support/tickets',
  auth: 'user',
  body: z.object({
    subject: z
      .string()
      .trim()
      .min(TICKET_SUBJECT.min, `The subject must be at least ${TICKET_SUBJECT.min} characters.`)
      .max(TICKET_SUBJECT.max),
    message: messageText,
  }),
  response: ticketWithMessages,
  summary: 'Opens a ticket with its first message.',
});

export const showTicket = defineRoute({
  id: 'support.tickets.show',
  method: 'GET',
  path: '/api/support/tickets/{id}',
  auth: 'user',
  params: ticketIdParams,
  response: ticketWithMessages,
  summary: "One ticket with every message, oldest first (404 when it is not the user's).",
});

export const replyTicket = defineRoute({
  id: 'support.tickets.reply',
  method: 'POST',
  path: '/api/support/tickets/{id}/messages',
  auth: 'user',
  params: ticketIdParams,
  body: z.object({ message: messageText }),
  response: ticketWithMessages,
  summary: "Adds the user's message; a closed ticket reopens.",
});

export const closeTicket = defineRoute({
  id: 'support.tickets.close',
  method: 'POST',
  path: '/api/support/tickets/{id}/close',
  auth: 'user',
  params: ticketIdParams,
  response: ticketWithMessages,
  summary: 'Closes the ticket.',
});

export const devStaffReply = defineRoute({
  id: 'dev.support.reply',
  method: 'POST',
  path: '/api/dev/support/tickets/{id}/reply',
  auth: 'guest',
  browser: false,
  params: ticketIdParams,
  body: z.object({ message: messageText }),
  response: ticketWithMessages,
  summary: 'Development only: a support-staff reply; publishes NewMessage to the ticket owner.',
});

export const supportRoutes = [listTickets, createTicket, showTicket, replyTicket, closeTicket, devStaffReply];
