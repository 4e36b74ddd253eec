/**
 * The lifecycle constants of numbers (spec §9), without zod: pages import them for their
 * texts and chunk sizes, and importing a schema module for a number would pull zod and every
 * schema into that page's first load. The schema modules re-export them.
 */

/** Sidebar lists load in chunks of 20 (spec §9). */
export const CATALOG_CHUNK = 20;
/** Rental periods in hours; 24 is the default (spec §9). */
export const RENT_PERIODS = [4, 24, 72, 168, 720] as const;
export const DEFAULT_RENT_PERIOD = 24;

/** Activation lifetime and the early-cancel lock (shown on screen, enforced upstream). */
export const ACTIVATION_TTL_MINUTES = 20;
export const ACTIVATION_CANCEL_LOCK_MINUTES = 2;

/** A rental can be cancelled with a refund only this long after purchase, and before any SMS. */
export const RENT_CANCEL_WINDOW_MINUTES = 20;
