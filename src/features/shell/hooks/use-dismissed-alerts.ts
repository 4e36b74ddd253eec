import { useCallback, useMemo, useSyncExternalStore } from 'react';

export const DISMISSED_ALERTS_KEY = 'codeport.dismissed-alerts';

/** A short, stable fingerprint of an alert's text: a changed text under the same name is news. */
export function alertFingerprint(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i += 1) h = (h * 33) ^ text.charCodeAt(i);
  return (h >>> 0).toString(36);
}

type Dismissed = Record<string, string>;

const listeners = new Set<() => void>();
/** What this visit closed, for a browser that refuses storage (private mode, full quota). */
let memory: string | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Closed in another tab: closed here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function snapshot(): string {
  try {
    return window.localStorage.getItem(DISMISSED_ALERTS_KEY) ?? '{}';
  } catch {
    return memory ?? '{}';
  }
}

function parse(raw: string): Dismissed {
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Dismissed) : {};
  } catch {
    return {};
  }
}

/**
 * Which site alerts this browser has closed, by alert id (the settings' key) and text, kept in
 * localStorage. Not ready in the server render and hydration (no storage there), so a closed
 * alert never flashes in and both renders match.
 */
export function useDismissedAlerts() {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  const dismissed = useMemo(() => (raw === null ? null : parse(raw)), [raw]);
  const dismiss = useCallback((id: string, text: string) => {
    memory = JSON.stringify({ ...parse(snapshot()), [id]: alertFingerprint(text) });
    try {
      window.localStorage.setItem(DISMISSED_ALERTS_KEY, memory);
      memory = null;
    } catch {
      // Kept in memory: closed for this visit only.
    }
    listeners.forEach((l) => l());
  }, []);
  const isDismissed = useCallback(
    (id: string, text: string) => dismissed === null || dismissed[id] === alertFingerprint(text),
    [dismissed],
  );
  return { ready: dismissed !== null, isDismissed, dismiss };
}
