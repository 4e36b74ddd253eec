import { useEffect, useRef } from 'react';

/** Whether the component is still mounted: late answers must not set state on a gone one. */
export function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
