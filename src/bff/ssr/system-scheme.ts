import { COLOR_MODE_COOKIE, COLOR_MODE_COOKIE_MAX_AGE, SYSTEM_COLOR_MODE_COOKIE, type ColorMode } from '@/lib/theme';

interface Names {
  choice: string;
  system: string;
  maxAge: number;
  /** The mode the server painted; absent on the prebuilt pages, painted as the system cookie says. */
  painted?: ColorMode;
}

/**
 * Runs first in the document's head, before anything paints. A visitor who has not chosen a
 * colour mode gets the system's: Chromium-based browsers state it in a client hint from their
 * second request on (src/lib/color-mode-hint.ts), and the page is painted right; otherwise the
 * server reads the system cookie (light when there is none). There, a dark phone's first page,
 * or (without the hint) the first page after the phone turned dark, would paint light and then
 * turn dark once hydrated, every rule of the page restyled on the phone's main thread. So when
 * the system's mode is not the one painted, this writes it and loads the page again before
 * anything is shown: one more request, once. Only when the cookie took: with cookies blocked the page keeps its light
 * paint (and follows the system after hydration, src/state/color-mode.tsx), never a reload loop.
 *
 * Serialised into the page with `Function.prototype.toString`, so it must not refer to anything
 * outside its own body; `reload` is a parameter for the tests only.
 */
export function followSystemScheme(names: Names, reload: () => void = () => location.reload()): void {
  const read = (name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1];
  if (read(names.choice) !== undefined || typeof window.matchMedia !== 'function') return;
  const system = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  const painted = names.painted ?? (read(names.system) === 'dark' ? 'dark' : 'light');
  if (system === painted) return;
  document.cookie = `${names.system}=${system}; path=/; max-age=${names.maxAge}; samesite=lax`;
  if (read(names.system) !== system) return;
  window.stop();
  reload();
}

/** The inline script's text: the function above, called with the cookies' names and the mode painted. */
export function systemSchemeSource(painted?: ColorMode): string {
  const names: Names = {
    choice: COLOR_MODE_COOKIE,
    system: SYSTEM_COLOR_MODE_COOKIE,
    maxAge: COLOR_MODE_COOKIE_MAX_AGE,
    ...(painted ? { painted } : {}),
  };
  return `(${followSystemScheme.toString()})(${JSON.stringify(names)})`;
}
