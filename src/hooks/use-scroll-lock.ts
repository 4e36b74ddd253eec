import { useEffect, useRef } from 'react';

/** Spec §9: page scroll is given back 300 ms after the panel closes (its exit animation). */
export const SCROLL_UNLOCK_DELAY_MS = 300;

interface Saved {
  overflow: string;
  paddingRight: string;
}

/**
 * Locks page scroll while `locked`. Unlocking waits for the closing animation so the page
 * does not jump under a panel that is still sliding out; reopening within that wait keeps
 * the lock (and the styles saved before the first lock).
 */
export function useScrollLock(locked: boolean, unlockDelayMs = SCROLL_UNLOCK_DELAY_MS): void {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saved = useRef<Saved | null>(null);

  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    if (pending.current !== undefined) {
      clearTimeout(pending.current);
      pending.current = undefined;
    }
    if (!saved.current) {
      saved.current = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      // Keep the layout from shifting when the scrollbar disappears.
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      body.style.overflow = 'hidden';
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    }
    return () => {
      pending.current = setTimeout(() => {
        pending.current = undefined;
        if (!saved.current) return;
        body.style.overflow = saved.current.overflow;
        body.style.paddingRight = saved.current.paddingRight;
        saved.current = null;
      }, unlockDelayMs);
    };
  }, [locked, unlockDelayMs]);
}
