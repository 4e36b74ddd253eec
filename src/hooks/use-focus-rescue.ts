import { useEffect } from 'react';
import Router from 'next/router';
import { ACCOUNT_FALLBACK, focusFallback } from '@/lib/focus';

/**
 * When the focused element leaves the page (the header's Log in swapped for the account menu
 * on sign-in, a row removed, a dialog unmounted), browsers drop focus to <body>. This moves it
 * to a sensible place instead: the account menu for a sign-in or sign-up button (they open the
 * auth dialogs, `data-opens`), else the main heading. After a page change, focus left outside
 * the page's main content goes to its heading too. Mounted once for the whole app.
 */
/** Dialogs restore focus themselves a moment after closing (useFocusReturn): they go first. */
const SETTLE_MS = 50;

export function useFocusRescue() {
  useEffect(() => {
    let last: HTMLElement | null = null;
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement) last = e.target;
    };
    // Focus the user took away themselves (a click on the page's background) is theirs: an
    // element that is still there once its focus is gone was left, not removed.
    const onFocusOut = (e: FocusEvent) => {
      const left = e.target;
      window.setTimeout(() => {
        if (last === left && left instanceof HTMLElement && left.isConnected && document.activeElement !== left) {
          last = null;
        }
      }, 0);
    };
    let timer: number | undefined;
    const observer = new MutationObserver(() => {
      if (timer !== undefined || !last || last.isConnected || document.activeElement !== document.body) return;
      const lost = last;
      timer = window.setTimeout(() => {
        timer = undefined;
        if (document.activeElement !== document.body || last !== lost) return;
        last = null;
        focusFallback(lost.dataset.opens ? [ACCOUNT_FALLBACK] : []);
      }, SETTLE_MS);
    });
    // A header or footer link stays on the page it opened, and focus with it: the next Tab went
    // on from the footer, 1,400 px under the new page's top. Like a link in the page (removed,
    // so rescued above), it goes to the new page's heading, without scrolling (Back restores
    // the page's scroll position).
    const onRoute = (_url: string, { shallow }: { shallow: boolean }) => {
      const active = document.activeElement;
      // Not from a dialog or menu (a portal, outside main): a dialog opened with the change
      // (the reset link's recovery dialog) keeps its focus.
      const outside = active && active !== document.body && !active.closest('main, [role="dialog"], .MuiModal-root');
      if (!shallow && outside) focusFallback();
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    observer.observe(document.body, { childList: true, subtree: true });
    Router.events.on('routeChangeComplete', onRoute);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      Router.events.off('routeChangeComplete', onRoute);
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, []);
}

/**
 * A button's props while its own request runs (`busy`): still focusable, because a disabled
 * button drops keyboard focus to <body> (Chromium), where nothing here can find it again; shown
 * and announced as disabled (`aria-disabled`, Material's disabled class); a press does nothing.
 */
export const busyButton = (busy: boolean, onClick: () => void) =>
  busy ? { 'aria-disabled': true, classes: { root: 'Mui-disabled' } } : { onClick };
