import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  COLOR_MODE_COOKIE,
  COLOR_MODE_COOKIE_MAX_AGE,
  PAPER,
  SYSTEM_COLOR_MODE_COOKIE,
  parseColorMode,
  type ColorMode,
} from '@/lib/theme';

interface ColorModeValue {
  mode: ColorMode;
  toggle(): void;
}

const ColorModeContext = createContext<ColorModeValue>({ mode: 'light', toggle: () => {} });

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

function cookie(name: string): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match?.[1];
}

function writeCookie(name: string, mode: ColorMode): void {
  document.cookie = `${name}=${mode}; path=/; max-age=${COLOR_MODE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * The server painted the mode the cookies name (`colorModeOf`): the visitor's choice, else the
 * system's as this browser last reported it. Until the visitor chooses, the page follows the
 * system, also when it changes while the page is open (a phone turning dark at sunset), and
 * keeps its cookie current so the next page paints right from the server. A page the server
 * painted in the other mode has already loaded again before painting (system-scheme.ts), unless
 * cookies are blocked: then it turns once hydrated.
 * Toggling records a choice, which from then on wins. Static pages (404, 500) were built without
 * a request: `initial` is then undefined and the browser reads the cookies itself.
 */
export function ColorModeProvider({ initial, children }: { initial: ColorMode | undefined; children: ReactNode }) {
  const [mode, setMode] = useState<ColorMode>(initial ?? 'light');
  useEffect(() => {
    const explicit = cookie(COLOR_MODE_COOKIE);
    if (explicit !== undefined) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is only readable after hydration
      if (initial === undefined) setMode(parseColorMode(explicit));
      return;
    }
    // Browsers without media queries in script (none this site supports) keep the server's mode.
    if (typeof window.matchMedia !== 'function') return;
    const system = window.matchMedia(SYSTEM_DARK);
    const follow = () => {
      if (cookie(COLOR_MODE_COOKIE) !== undefined) return;
      const next: ColorMode = system.matches ? 'dark' : 'light';
      if (cookie(SYSTEM_COLOR_MODE_COOKIE) !== next) writeCookie(SYSTEM_COLOR_MODE_COOKIE, next);
      setMode(next);
    };
    follow();
    system.addEventListener('change', follow);
    return () => system.removeEventListener('change', follow);
  }, [initial]);
  // The document's theme-color follows (pages/_document.tsx writes the server's mode): a phone's toolbar matches the header.
  useEffect(() => {
    const meta = document.getElementById('theme-color') as HTMLMetaElement | null;
    if (meta) meta.content = PAPER[mode];
  }, [mode]);
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      writeCookie(COLOR_MODE_COOKIE, next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  return useContext(ColorModeContext);
}
