import { useEffect, useState } from 'react';

/**
 * Whether the screen is at least `minWidth` px wide: false on the server and while hydrating
 * (as the server rendered), then the screen's answer, kept up to date (a turned tablet). Only
 * what a layout needs, without MUI's useMediaQuery in the page's first-load JavaScript.
 */
export function useWideScreen(minWidth: number, enabled = true): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    if (!enabled || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(min-width: ${minWidth}px)`);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [minWidth, enabled]);
  return wide;
}
