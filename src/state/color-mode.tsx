import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { COLOR_MODE_COOKIE, parseColorMode, type ColorMode } from '@/lib/theme';

interface ColorModeValue {
  mode: ColorMode;
  toggle(): void;
}

const ColorModeContext = createContext<ColorModeValue>({ mode: 'light', toggle: () => {} });

const ONE_YEAR = 60 * 60 * 24 * 365;

function cookieMode(): ColorMode {
  const match = document.cookie.match(new RegExp(`(?:^|; )${COLOR_MODE_COOKIE}=([^;]*)`));
  return parseColorMode(match?.[1]);
}

/**
 * The server picked the initial mode from the cookie; toggling rewrites the cookie. Static
 * pages (404, 500) were built without a request: `initial` is then undefined and the
 * browser reads the cookie itself.
 */
export function ColorModeProvider({ initial, children }: { initial: ColorMode | undefined; children: ReactNode }) {
  const [mode, setMode] = useState<ColorMode>(initial ?? 'light');
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is only readable after hydration
    if (initial === undefined) setMode(cookieMode());
  }, [initial]);
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      document.cookie = `${COLOR_MODE_COOKIE}=${next}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
      return next;
    });
  }, []);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  return useContext(ColorModeContext);
}
