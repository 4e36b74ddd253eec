/**
 * Spec §8: an array of errors is shown one alert every 300 ms rather than all at once,
 * so a burst of field errors reads as a sequence and respects the visible maximum.
 */
export const ALERT_SPACING_MS = 300;

export interface AlertQueue<T> {
  push(items: readonly T[]): void;
  /** Drops anything not yet shown (on unmount). */
  dispose(): void;
}

export function createAlertQueue<T>(show: (item: T) => void, spacingMs = ALERT_SPACING_MS): AlertQueue<T> {
  const pending: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const drain = () => {
    const next = pending.shift();
    if (next === undefined) {
      timer = undefined;
      return;
    }
    show(next);
    timer = setTimeout(drain, spacingMs);
  };

  return {
    push(items) {
      pending.push(...items);
      if (timer === undefined) drain();
    },
    dispose() {
      pending.length = 0;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
