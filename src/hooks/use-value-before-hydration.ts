import { useEffect, type RefObject } from 'react';

/**
 * What a field of the server's HTML was given before its part of the page hydrated (issue 17
 * hydrates the content after the shell): text typed, a choice made. React's value would undo it
 * silently, so `apply` gets the element's value once, as it mounts, when it differs from the state's.
 */
export function useValueBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string,
  apply: (early: string) => void,
) {
  useEffect(() => {
    const early = field.current?.value;
    if (early !== undefined && early !== value) apply(early);
    // Once, as it mounts: later, every change reaches the field's own handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
