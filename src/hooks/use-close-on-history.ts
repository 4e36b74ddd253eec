import { useEffect, useRef } from 'react';

/**
 * Back and Forward close an open overlay (a menu, a drawer, the notifications, a sign-in
 * dialog): the page under it changes, and the overlay stayed over the other page with its
 * scrolling locked and focus trapped in it. Only history moves: a link in the overlay closes it
 * itself, and a page's own address updates (replaceState) fire no popstate.
 */
export function useCloseOnHistory(open: boolean, close: () => void): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const onHistory = () => latest.current();
    window.addEventListener('popstate', onHistory);
    return () => window.removeEventListener('popstate', onHistory);
  }, [open]);
}
