/** The benches' timing loop, with no import of the upstream (bench-upstream-tree drives other trees' upstreams with it). */

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `op` n times with `concurrency` in flight; operations per second and latency percentiles. */
export async function timed(n: number, concurrency: number, op: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const t0 = performance.now();
        await op(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: n / seconds, p50: pct(latencies, 50), p99: pct(latencies, 99) };
}
