import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';

/** Fast navigations finish before this and show no bar at all, avoiding a flicker. */
export const PROGRESS_DELAY_MS = 150;

/** True while a client-side route change has been running for longer than the delay. */
export function useRouteProgress(delayMs = PROGRESS_DELAY_MS): boolean {
  const { events } = useRouter();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (_url: string, { shallow }: { shallow?: boolean } = {}) => {
      if (shallow) return;
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(true), delayMs);
    };
    const done = () => {
      clearTimeout(timer);
      setVisible(false);
    };
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', done);
    events.on('routeChangeError', done);
    return () => {
      clearTimeout(timer);
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', done);
      events.off('routeChangeError', done);
    };
  }, [events, delayMs]);
  return visible;
}
