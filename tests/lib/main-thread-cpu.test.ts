import { mainThreadCpu, type TraceEvent } from '../../scripts/main-thread-cpu';

/**
 * bench:pages' companion to Lighthouse's TBT (scripts/main-thread-cpu.ts): what share of the
 * page's long main-thread tasks was CPU work, and the blocking that CPU time alone adds up to
 * on a 4× slower phone after the first contentful paint.
 */
const PAGE = { pid: 7, tid: 1 };
const ms = (value: number) => value * 1000;
const navigation = (at: number, url = 'http://localhost:3410/'): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ...PAGE,
  ts: ms(at),
  args: { data: { documentLoaderURL: url } },
});
const paint = (at: number): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: ms(at) });
const task = (at: number, length: number, cpu: number, thread = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: ms(at),
  dur: ms(length),
  tdur: ms(cpu),
});

describe('main-thread CPU of a traced load', () => {
  it("counts a task's CPU time four times over, and only its part over 50 ms, after the paint", () => {
    const figures = mainThreadCpu([
      navigation(0),
      task(10, 40, 40), // before the paint: not blocking
      paint(100),
      task(120, 60, 20), // 4 × 20 = 80 → 30 ms
      task(200, 30, 10), // 4 × 10 = 40 → under 50, nothing
      task(300, 100, 45), // 4 × 45 = 180 → 130 ms
    ]);
    expect(figures?.cpuBlocking).toBeCloseTo(160);
    // (40 + 20 + 10 + 45) of (40 + 60 + 30 + 100) ms.
    expect(figures?.cpuShare).toBeCloseTo(115 / 230);
  });

  it('reads the top-level task, not the tasks nested in it, and ignores other threads and the blank page before', () => {
    const figures = mainThreadCpu([
      navigation(0, 'about:blank'),
      task(5, 40, 40), // the blank page's, before the page's navigation
      navigation(50),
      paint(60),
      task(100, 80, 40),
      task(110, 30, 30), // nested inside the task above
      task(100, 200, 200, { pid: 7, tid: 2 }), // a worker thread
    ]);
    expect(figures?.cpuBlocking).toBeCloseTo(110);
    expect(figures?.cpuShare).toBeCloseTo(0.5);
  });

  it('gives nothing for a trace without the page’s navigation or paint', () => {
    expect(mainThreadCpu([task(0, 100, 100)])).toBeUndefined();
    expect(mainThreadCpu([navigation(0), task(10, 100, 100)])).toBeUndefined();
  });
});
