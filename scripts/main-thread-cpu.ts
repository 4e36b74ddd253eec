/**
 * How much of a traced page load's main-thread time was the page's own CPU work (issue 17,
 * `npm run bench:pages`).
 *
 * Lighthouse's simulated throttling multiplies the wall-clock length of each main-thread task
 * by 4 (a phone's slower CPU). On this 2-core machine the renderer's main thread is often not
 * running during its own tasks: in stop 35's traces the tasks of 10 ms or more ran on the CPU for
 * 28–50 % of their length, and the floor page (no JavaScript) had no task at all after its first
 * paint in the trace, yet was given 224–740 ms of blocking. Raising the renderer's priority did
 * not change that share, so it is time spent waiting (on the browser process, or a CPU the
 * host gave to someone else), which a phone running only this page would not spend, and which
 * the ×4 turns into blocking time.
 *
 * Chromium records each trace event's thread CPU time (`tdur`) beside its length (`dur`). These
 * figures, read from the same trace Lighthouse scored, say how much of a run was the page:
 * - `cpuShare`: Σ CPU time ÷ Σ length over the page's top-level tasks of 10 ms or more;
 * - `cpuBlocking`: the blocking time (each task's part over 50 ms, as TBT counts it) of the tasks
 *   after the first contentful paint, each as long as 4× its CPU time.
 * They are a companion to Lighthouse's TBT, not a replacement: `cpuBlocking` counts from the
 * trace's own paint, not from the simulation's, and keeps the tasks as they ran.
 */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; frame?: string } };
}

export interface MainThreadCpu {
  cpuShare: number;
  cpuBlocking: number;
}

/** Lighthouse's mobile preset: the CPU it simulates is 4× slower than the one it traced on. */
export const CPU_SLOWDOWN = 4;
const LONG_MS = 50;
const SHARE_FROM_MS = 10;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export function mainThreadCpu(events: readonly TraceEvent[]): MainThreadCpu | undefined {
  // The page's navigation: the last main-frame navigation to an http(s) document.
  const navigation = events.findLast(
    (e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) return undefined;
  const paint = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid && e.ts >= navigation.ts,
  );
  if (!paint) return undefined;
  // Top-level tasks only: the scheduler's RunTask events nest inside each other.
  const tasks: TraceEvent[] = [];
  const own = events
    .filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && e.pid === navigation.pid && e.tid === navigation.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  for (const task of own) {
    const last = tasks.at(-1);
    if (!last || task.ts >= last.ts + (last.dur ?? 0)) tasks.push(task);
  }
  const afterNavigation = tasks.filter((t) => t.ts >= navigation.ts);
  const long = afterNavigation.filter((t) => (t.dur ?? 0) >= SHARE_FROM_MS * 1000);
  const wall = long.reduce((sum, t) => sum + (t.dur ?? 0), 0);
  const cpu = long.reduce((sum, t) => sum + Math.min(t.tdur ?? 0, t.dur ?? 0), 0);
  const cpuBlocking = afterNavigation
    .filter((t) => t.ts >= paint.ts)
    .reduce((sum, t) => sum + Math.max(0, (CPU_SLOWDOWN * (t.tdur ?? 0)) / 1000 - LONG_MS), 0);
  return { cpuShare: wall > 0 ? cpu / wall : 1, cpuBlocking };
}
