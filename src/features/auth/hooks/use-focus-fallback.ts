import { useEffect, useRef } from 'react';
import { focusIsFree } from '../components/focus-free';

/**
 * Where focus goes when a dialog closes and MUI had nothing to give it back to. MUI's focus
 * trap returns focus to whatever lost it when the dialog took it; when that was nothing (a
 * click replayed by React after hydration leaves focus on <body>) or the element is gone,
 * focus would fall to <body> and a keyboard user would start again from the top of the page.
 * Then the control that opens this dialog (`[data-opens="<flag>"]`, e.g. the header's Log in
 * button) takes it, when there is one. Runs after MUI's own restore, and never moves focus
 * that already landed somewhere outside the closing dialog.
 */
export function useFocusFallback(open: boolean, opener: string) {
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    return () => {
      // Read now, not when the dialog opened: MUI's portal attaches its node a render later.
      // It is still mounted here, for its exit transition.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const closing = dialog.current;
      window.setTimeout(() => {
        if (focusIsFree(closing)) document.querySelector<HTMLElement>(`[data-opens="${opener}"]`)?.focus();
      }, 0);
    };
  }, [open, opener]);
  return dialog;
}
