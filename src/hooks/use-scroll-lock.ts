import { useEffect } from 'react';

/** Spec §9: page scroll is given back 300 ms after the panel closes (its exit animation). */
export const SCROLL_UNLOCK_DELAY_MS = 300;

/**
 * Locks page scroll while `locked`. Unlocking waits for the closing animation so the page
 * does not jump under a panel that is still sliding out.
 */
export function useScrollLock(locked: boolean, unlockDelayMs = SCROLL_UNLOCK_DELAY_MS): void {
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout from shifting when the scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      setTimeout(() => {
        body.style.overflow = previous.overflow;
        body.style.paddingRight = previous.paddingRight;
      }, unlockDelayMs);
    };
  }, [locked, unlockDelayMs]);
}
