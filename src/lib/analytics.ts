/**
 * Analytics goals (spec §2). The counters themselves arrive as injected scripts on some
 * instances only, so every call must be a silent no-op where they are absent.
 */

export type Goal = 'header_login_click' | 'header_register_click' | 'balance_topup_click';

interface MetrikaCounter {
  id: number;
}

interface AnalyticsWindow {
  dataLayer?: { push(entry: Record<string, unknown>): unknown };
  ym?: (id: number, action: 'reachGoal', goal: string) => void;
  Ya?: { _metrika?: { getCounters?: () => MetrikaCounter[] } };
  gtag?: (command: 'event', name: string) => void;
}

/** Runs one counter's call; a broken third-party counter must never break the click or the others. */
function guarded(call: () => void): void {
  try {
    call();
  } catch {
    // Blocked or broken counter script: nothing to do.
  }
}

export function reachGoal(goal: Goal, target: unknown = typeof window === 'undefined' ? undefined : window): void {
  if (!target) return;
  const w = target as AnalyticsWindow;
  guarded(() => w.dataLayer?.push({ event: goal }));
  guarded(() => {
    if (typeof w.ym !== 'function') return;
    // ym needs a counter id; the injected Metrika script registers its counters here.
    for (const counter of w.Ya?._metrika?.getCounters?.() ?? []) w.ym(counter.id, 'reachGoal', goal);
  });
  guarded(() => {
    if (typeof w.gtag === 'function') w.gtag('event', goal);
  });
}
