/**
 * Main-thread long tasks of a page loading on a throttled phone (issue 17): a production build
 * on the benchmark's ports (bench-pages.mjs: 3410/4410/6410; `--ports` for others), Debian Chromium at 390 px with a
 * phone's user agent, CPU slowed 4× (DevTools `Emulation.setCPUThrottlingRate`), a Chromium
 * trace per load. Prints each load's tasks over 50 ms (start after navigation, length, what
 * dominates it), the blocking time they add up to (the part of each over 50 ms, the way TBT
 * counts it, here from navigation on), the page's layout shifts and any console error (a
 * hydration mismatch shows up there).
 *
 * Lighthouse reports one TBT figure; this shows whether hydration is one task or many.
 *
 *   node scripts/trace-hydration.mjs --dist .next-pages --pages /,/faq --loads 3 [--save DIR] [--signed-in]
 *
 * --signed-in loads the pages with the demo user's session (the BFF's own login), for /activations
 * and /top-up.
 *
 * --renders counts, instead of tracing, the components React rendered in each commit of the
 * load (scripts/react-commits.mjs): a figure the machine's load does not move.
 *
 * The build must exist (`npm run bench:pages` or `BENCH_FLOOR=1 NEXT_DIST_DIR=… next build`).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium-launch.ts';
import { describeCommits, recordCommits } from './react-commits.mjs';

const root = path.resolve(import.meta.dirname, '..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const DIST = option('--dist', '.next-pages');
const LOADS = Number(option('--loads', '3'));
const PAGES = option('--pages', '/,/blog/guides/how-to-receive-sms-online').split(',');
const SAVE = option('--save');
const SIGNED_IN = process.argv.includes('--signed-in');
// --renders: what React rendered in each commit (react-commits.mjs) instead of a trace.
const RENDERS = process.argv.includes('--renders');
// --ports 3610,4610,6610: another engineer's (or the e2e) set while a benchmark holds these.
const [web, upstream, realtime] = option('--ports', '3410,4410,6410').split(',').map(Number);
const PORTS = { web, upstream, realtime };
const ORIGIN = `http://localhost:${PORTS.web}`;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

// --analyse FILE URL: read a trace saved by --save instead of loading pages.
if (option('--analyse')) {
  const tasks = longTasks(JSON.parse(readFileSync(option('--analyse'), 'utf8')), process.argv.at(-1));
  for (const t of tasks) console.log(`    @${t.at} ${t.ms} ms  ${t.what}`);
  console.log(`blocking ${tasks.reduce((sum, t) => sum + t.ms - 50, 0)} ms`);
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeport-trace-'));
const PATH = `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`;
const env = {
  ...process.env,
  PATH,
  NODE_ENV: 'production',
  BENCH_FLOOR: '1',
  NEXT_DIST_DIR: DIST,
  PORT: String(PORTS.web),
  UPSTREAM_PORT: String(PORTS.upstream),
  REALTIME_PORT: String(PORTS.realtime),
  NEXT_PUBLIC_REALTIME_PORT: String(PORTS.realtime),
  UPSTREAM_DATA_DIR: path.join(dataDir, 'upstream'),
  PUBLIC_ORIGIN: ORIGIN,
  SESSION_PASSWORD: randomBytes(32).toString('base64url'),
};
delete env.UPSTREAM_URL;

const stack = spawn(path.join(root, 'node_modules', '.bin', 'node'), ['scripts/start.mjs'], {
  cwd: root,
  env,
  stdio: ['ignore', openSync(path.join(dataDir, 'stack.log'), 'a'), openSync(path.join(dataDir, 'stack.log'), 'a')],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-stack.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
};

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (stack.exitCode !== null) throw new Error(`the stack exited; see ${dataDir}/stack.log`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** The renderer main thread's top-level tasks, with the biggest kinds of work inside each. */
function longTasks(trace, url) {
  const events = trace.traceEvents;
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  const byThread = (m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid);
  // The page's renderer: the one that saw the main frame's navigation.
  const main = mains.find((m) => nav && m.pid === nav.pid && m.tid === nav.tid) ?? mains[0];
  const own = byThread(main);
  const start = nav?.ts ?? Math.min(...own.map((e) => e.ts).filter(Boolean));
  // Top-level tasks only (the scheduler's RunTask events nest inside each other).
  const tasks = [];
  for (const e of own
    .filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const last = tasks.at(-1);
    if (!last || e.ts >= last.ts + last.dur) tasks.push(e);
  }
  const inner = own.filter((e) => e.ph === 'X' && e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask');
  return tasks
    .filter((t) => t.dur > 50_000 && t.ts >= start)
    .map((t) => {
      const kinds = new Map();
      for (const e of inner) {
        if (e.ts < t.ts || e.ts + e.dur > t.ts + t.dur) continue;
        if (
          ![
            'EvaluateScript',
            'FunctionCall',
            'ParseHTML',
            'Layout',
            'UpdateLayoutTree',
            'v8.compile',
            'Paint',
          ].includes(e.name)
        )
          continue;
        const d = e.args?.data ?? {};
        const what =
          e.name === 'FunctionCall'
            ? `call ${d.functionName || '(anonymous)'} ${path.basename(d.url ?? '?')}:${d.lineNumber}:${d.columnNumber}`
            : e.name;
        kinds.set(what, (kinds.get(what) ?? 0) + e.dur);
      }
      const top = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 2);
      return {
        at: Math.round((t.ts - start) / 1000),
        ms: Math.round(t.dur / 1000),
        what: top.map(([k, d]) => `${k} ${Math.round(d / 1000)}`).join(', '),
      };
    });
}

/** The demo user's session cookies from the BFF's own login (as bench-pages.mjs signs in). */
async function signIn() {
  const res = await fetch(`${ORIGIN}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: 'demo@codeport.test', password: 'demo-password-1' }),
  });
  if (!res.ok) throw new Error(`POST /api/login answered ${res.status}`);
  return res.headers.getSetCookie().map((line) => {
    const [name, ...value] = line.split(';', 1)[0].split('=');
    return { name, value: value.join('='), url: ORIGIN };
  });
}

async function load(browser, url, n, cookies) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: PHONE_UA,
    isMobile: true,
  });
  if (cookies.length > 0) await context.addCookies(cookies);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text().slice(0, 200)));
  page.on('pageerror', (e) => errors.push(String(e).slice(0, 200)));
  if (RENDERS) {
    await page.addInitScript(recordCommits);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const commits = await page.evaluate(() => window.__reactCommits);
    await context.close();
    return { commits, errors };
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'loading',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const shifts = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const list = [];
        new PerformanceObserver((l) => list.push(...l.getEntries())).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(list.filter((e) => !e.hadRecentInput).map((e) => e.value)), 100);
      }),
  );
  const trace = JSON.parse((await browser.stopTracing()).toString());
  if (SAVE) {
    mkdirSync(SAVE, { recursive: true });
    writeFileSync(
      path.join(SAVE, `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${n}.json`),
      JSON.stringify(trace),
    );
  }
  await context.close();
  const tasks = longTasks(trace, url);
  const blocking = tasks.reduce((sum, t) => sum + t.ms - 50, 0);
  return { tasks, blocking, shifts, errors };
}

try {
  await waitFor(`http://127.0.0.1:${PORTS.upstream}/health`, 180);
  await waitFor(`${ORIGIN}/robots.txt`, 120);
  for (const p of PAGES) await fetch(`${ORIGIN}${p}`, { headers: { 'user-agent': PHONE_UA } }); // warm the server
  const cookies = SIGNED_IN ? await signIn() : [];
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (let n = 1; n <= LOADS; n++) {
    for (const p of PAGES) {
      const r = await load(browser, `${ORIGIN}${p}`, n, cookies);
      if (RENDERS) {
        const [total, ...lines] = describeCommits(r.commits);
        console.log(`${p} load ${n}: ${total}${r.errors.length ? `, console errors: ${r.errors.join(' | ')}` : ''}`);
        for (const line of lines) console.log(line);
        continue;
      }
      const longest = Math.max(0, ...r.tasks.map((t) => t.ms));
      console.log(
        `${p} load ${n}: blocking ${r.blocking} ms, longest task ${longest} ms, ${r.tasks.length} tasks > 50 ms, CLS ${r.shifts
          .reduce((a, b) => a + b, 0)
          .toFixed(4)}${r.errors.length ? `, console errors: ${r.errors.join(' | ')}` : ''}`,
      );
      for (const t of r.tasks) console.log(`    @${t.at} ${t.ms} ms  ${t.what}`);
    }
  }
  await browser.close();
  stop();
  rmSync(dataDir, { recursive: true, force: true });
} catch (error) {
  stop();
  console.error(error);
  process.exit(1);
}
