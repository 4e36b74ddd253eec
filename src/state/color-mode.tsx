import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { COLOR_MODE_COOKIE, type ColorMode } from '@/lib/theme';

interface ColorModeValue {
  mode: ColorMode;
  toggle(): void;
}

const ColorModeContext = createContext<ColorModeValue>({ mode: 'light', toggle: () => {} });

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The server picked the initial mode from the cookie; toggling rewrites the cookie. */
export function ColorModeProvider({ initial, children }: { initial: ColorMode; children: ReactNode }) {
  const [mode, setMode] = useState<ColorMode>(initial);
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
