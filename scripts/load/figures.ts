/**
 * The arithmetic of `npm run bench:load`, apart from any server so that it can be tested: the
 * weighted choice of the next request, per-route tallies, percentiles, the BFF/upstream ratios
 * and the rule that says whether a run's figures mean anything.
 */

export interface Weighted {
  weight: number;
}

/** The item whose share of the total weight contains `r` (0 ≤ r < 1): item i is chosen weight_i / Σ of the time. */
export function pickWeighted<T extends Weighted>(items: readonly T[], r: number): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  if (!(total > 0)) throw new Error('pickWeighted: no item has a weight');
  let n = r * total;
  for (const item of items) {
    if (n < item.weight) return item;
    n -= item.weight;
  }
  // r * total rounded up to total: the last item with a weight.
  return [...items].reverse().find((item) => item.weight > 0)!;
}

/** Nearest-rank percentile (p in 0..100) of ascending `sorted`; null when empty. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** What one route's answers were during a run. */
export interface RouteTally {
  latencies: number[];
  ok: number;
  /** Non-2xx answers by `<status> <code>` (the body's stable code, when it has one). */
  refused: Record<string, number>;
  /** Of those, the ones the route does not expect under load (see `expected` in record()). */
  unexpected: number;
}

export class Tally {
  readonly routes = new Map<string, RouteTally>();

  /**
   * One answer. `expected` lists the codes this route may legitimately answer with under load
   * (e.g. NO_NUMBERS when an offer's pool is momentarily empty): counted, not held against the run.
   */
  record(route: string, status: number, ms: number, code: string | null, expected: readonly string[] = []): void {
    let row = this.routes.get(route);
    if (!row) this.routes.set(route, (row = { latencies: [], ok: 0, refused: {}, unexpected: 0 }));
    row.latencies.push(ms);
    if (status >= 200 && status < 300) {
      row.ok++;
      return;
    }
    const key = code ? `${status} ${code}` : String(status);
    row.refused[key] = (row.refused[key] ?? 0) + 1;
    if (!code || !expected.includes(code)) row.unexpected++;
  }
}

export interface RouteFigures {
  route: string;
  requests: number;
  perSecond: number;
  p50: number | null;
  p99: number | null;
  refused: Record<string, number>;
  unexpected: number;
}

export function figures(tally: Tally, seconds: number): RouteFigures[] {
  return [...tally.routes.entries()]
    .map(([route, row]) => {
      const sorted = [...row.latencies].sort((a, b) => a - b);
      return {
        route,
        requests: sorted.length,
        perSecond: sorted.length / seconds,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        refused: row.refused,
        unexpected: row.unexpected,
      };
    })
    .sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route));
}

/** a / b to two decimals; '-' when either is missing or b is 0 (no figure, rather than Infinity). */
export function ratio(a: number | null | undefined, b: number | null | undefined): string {
  if (a == null || b == null || b === 0) return '-';
  return (a / b).toFixed(2);
}

export const formatMs = (ms: number | null): string => (ms == null ? '-' : ms < 10 ? ms.toFixed(1) : ms.toFixed(0));

export const formatRefused = (refused: Record<string, number>): string =>
  Object.entries(refused)
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `${n}× ${key}`)
    .join(', ') || '0';

export interface PhaseOutcome {
  name: string;
  rows: RouteFigures[];
  /** Requests autocannon saw fail without an answer (connection errors, timeouts). */
  unanswered: number;
}

/** The most unexpected failures a run may have and still count: 1 % of its requests. */
export const MAX_UNEXPECTED_SHARE = 0.01;

/**
 * Why a run's figures are not valid; empty when they are. A phase is invalid when more than 1 %
 * of its requests failed unexpectedly (no answer, or a code the route does not expect), or when
 * a route of the mix never once succeeded (the mix did not run as described).
 */
export function invalidReasons(phases: readonly PhaseOutcome[], mustSucceed: readonly string[]): string[] {
  const reasons: string[] = [];
  for (const phase of phases) {
    const requests = phase.rows.reduce((sum, r) => sum + r.requests, 0) + phase.unanswered;
    const unexpected = phase.rows.reduce((sum, r) => sum + r.unexpected, 0) + phase.unanswered;
    if (requests === 0) {
      reasons.push(`${phase.name}: no request was answered`);
      continue;
    }
    if (unexpected / requests > MAX_UNEXPECTED_SHARE)
      reasons.push(
        `${phase.name}: ${unexpected} of ${requests} requests (${((unexpected / requests) * 100).toFixed(1)} %) failed unexpectedly, more than ${MAX_UNEXPECTED_SHARE * 100} %`,
      );
    for (const route of mustSucceed) {
      const row = phase.rows.find((r) => r.route === route);
      const ok = row ? row.requests - Object.values(row.refused).reduce((s, n) => s + n, 0) : 0;
      if (ok === 0) reasons.push(`${phase.name}: "${route}" never succeeded`);
    }
  }
  return reasons;
}
