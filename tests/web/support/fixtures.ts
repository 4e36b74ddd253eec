export const message = (id: number, body: string, author: 'user' | 'support' = 'user', ticketId = 5) => ({
  id,
  ticket_id: ticketId,
  body,
  author,
  created_at: '2026-03-01T10:00:00Z',
});

export const ticket = (id: number, patch: Record<string, unknown> = {}) => ({
  id,
  subject: `Ticket ${id}`,
  status: 'open',
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  messages_count: 1,
  last_message: message(id * 10, `Last of ${id}`, 'user', id),
  ...patch,
});
