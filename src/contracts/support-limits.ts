/**
 * Lengths of a support ticket's texts (after trimming), without zod: the ticket forms check
 * them before sending, and importing the schema module for two numbers would pull zod and
 * every support schema into those pages' first load. The schemas use the same constants.
 */
export const TICKET_SUBJECT = { min: 3, max: 200 } as const;
export const TICKET_MESSAGE = { min: 1, max: 5000 } as const;
