import { DomainError } from '../server/errors';

/** Activation statuses that still hold a number (before finish, cancel or expiry). */
export const OPEN_ACTIVATION: ('waiting' | 'code_received' | 'waiting_retry')[] = [
  'waiting',
  'code_received',
  'waiting_retry',
];

/**
 * The per-account cap on open activations, met in the service so the site, the REST API and the
 * handler API all meet it. The purchase reads the open count with the buyer's row locked
 * (purchase-facts.ts): purchases of one user queue behind each other, so two racing buys cannot
 * both see room for one more.
 */
export const activationLimit = (max: number): DomainError =>
  new DomainError(
    409,
    'ACTIVATION_LIMIT',
    `At most ${max} activations can be open at once: finish or cancel one, then buy again.`,
  );
