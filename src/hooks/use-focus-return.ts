import { useEffect, useLayoutEffect, useRef } from 'react';
import { focusFallback, focusIsFree } from '@/lib/focus';

/**
 * Focus back to the opener after a dialog closes, or somewhere sensible when the opener is
 * gone. MUI's focus trap restores focus to whatever held it when the dialog opened; when that
 * was nothing (a click React replayed after hydration leaves focus on <body>) or the element
 * has left the page (the header's Log in after signing in), focus would stay in the closing
 * dialog and fall to <body> with it. Then the opener remembered here, else the first of
 * `fallbacks`, else the main heading takes it. Runs after MUI's own restore, and never moves
 * focus that already landed somewhere outside the closing dialog. Put the returned ref on the
 * Dialog.
 */
export function useFocusReturn(open: boolean, fallbacks: readonly string[] = []) {
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const key = fallbacks.join('\n');
  // A layout effect runs before MUI moves focus into the dialog (its portal mounts a commit later).
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  useEffect(() => {
    if (!open) return;
    return () => {
      // Read now, not when the dialog opened: MUI's portal attaches its node a render later.
      // It is still mounted here, for its exit transition (or already gone, when unmounted).
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const closing = dialog.current;
      const from = opener.current;
      window.setTimeout(() => {
        if (!focusIsFree(closing)) return;
        if (from && from.isConnected && !closing?.contains(from)) {
          from.focus();
          if (document.activeElement === from) return;
        }
        focusFallback(key ? key.split('\n') : [], closing);
      }, 0);
    };
  }, [open, key]);
  return dialog;
}
