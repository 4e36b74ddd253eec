/** Spec §8: 2 visible on desktop, 1 on mobile, each gone after 5 s. */
export const MAX_ALERTS_DESKTOP = 2;
export const MAX_ALERTS_MOBILE = 1;
export const ALERT_HIDE_MS = 5000;
