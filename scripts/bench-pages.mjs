/**
 * `npm run bench:pages` (issue 17): Lighthouse (mobile preset, simulated throttling, Debian
 * Chromium) against a production build on its own ports, N runs per page, and the medians of
 * performance, TBT, LCP, CLS and script evaluation beside the same figures for the floor page
 * of the same build (pages/bench-floor.floor.mts: the privacy policy's text, no application
 * shell, no JavaScript), with the page/floor ratio. The machine is shared and its speed moves;
 * the ratio to the floor, measured in the same run and interleaved with the pages, is what
 * compares across runs.
 *
 * The build lives in .next-pages, made with BENCH_FLOOR=1 (the floor page exists only there).
 * It is (re)built when missing or older than any source file; --reuse-build skips that check.
 *
 * Flags: --runs N (3), --pages /,/faq (default: every page below), --reuse-build, --no-quality, --save DIR
 * (each run's Lighthouse report as JSON, to read where a page's main-thread time goes: its
 * bootup-time, mainthread-work-breakdown and long-tasks audits).
 * Signed-in pages get the demo user's session cookie in the browser's cookie jar (DevTools protocol).
 *
 * Beside Lighthouse's figures, two read from the trace it scored (scripts/main-thread-cpu.ts): the
 * share of the main thread's long tasks that was CPU work, and the blocking that CPU work alone
 * adds up to on the simulated phone. On a contended machine TBT multiplies waiting by 4 too.
 *
 * Then one more Lighthouse run per page for the other three categories (accessibility, best
 * practices, SEO; the issue asks 100 of each), printed with every audit that kept a page under
 * 100. They do not depend on the machine's speed, so one run is enough; --no-quality skips them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import WebSocket from 'ws';
import { median } from './bench-stats.mjs';
// Node 24 strips the types of this TypeScript module itself. Not tsx: it rewrites Lighthouse's
// own code with `__name` helpers, which break the functions Lighthouse runs inside the page.
import { chromiumLaunchOptions } from './chromium-launch.ts';
import { mainThreadCpu } from './main-thread-cpu.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const PATH = `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`;
// BENCH_PAGES_DIST: another build to measure (e.g. one made while a run was still using this one).
const DIST = process.env.BENCH_PAGES_DIST || '.next-pages';
const PORTS = { web: 3410, upstream: 4410, realtime: 6410 };
const ORIGIN = `http://localhost:${PORTS.web}`;
const UPSTREAM = `http://127.0.0.1:${PORTS.upstream}`;
const DEMO = { email: 'demo@codeport.test', password: 'demo-password-1' };
const FLOOR = '/bench-floor';

/** The pages of issue 17; `signedIn` ones are measured with the demo user's session. */
const PAGES = [
  { path: '/' },
  { path: '/prices' },
  { path: '/faq' },
  { path: '/blog' },
  { path: '/blog/guides/how-to-receive-sms-online' },
  { path: '/service/whatsapp' },
  { path: '/de' },
  { path: '/activations', signedIn: true },
  { path: '/top-up', signedIn: true },
];

function option(name) {
  const at = process.argv.indexOf(name);
  if (at >= 0) return process.argv[at + 1];
  return process.argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}
const RUNS = Math.max(1, Number(option('--runs') ?? 3) || 3);
const chosen = option('--pages')
  ?.split(',')
  .map((p) => p.trim());
const SAVE = option('--save');
const pages = chosen ? chosen.map((p) => PAGES.find((q) => q.path === p) ?? { path: p }) : PAGES;

const log = (message) => console.log(`[bench:pages] ${message}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeport-bench-pages-'));
const stackEnv = {
  ...process.env,
  PATH,
  NODE_ENV: 'production',
  BENCH_FLOOR: '1',
  NEXT_DIST_DIR: DIST,
  PORT: String(PORTS.web),
  UPSTREAM_PORT: String(PORTS.upstream),
  REALTIME_PORT: String(PORTS.realtime),
  // Inlined into the browser bundle at build time, so the build gets it too.
  NEXT_PUBLIC_REALTIME_PORT: String(PORTS.realtime),
  UPSTREAM_DATA_DIR: path.join(dataDir, 'upstream'),
  PUBLIC_ORIGIN: ORIGIN,
  // Its own password: the stack must not create or read the repository's .session-password.
  SESSION_PASSWORD: randomBytes(32).toString('base64url'),
};
delete stackEnv.UPSTREAM_URL;

let stack;
let chrome;

function stopStack() {
  if (!stack?.pid || stack.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => stack.once('exit', resolve));
  try {
    // start.mjs stops its children (each in its own process group) on SIGTERM.
    process.kill(-stack.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  return Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
}
async function finish(code) {
  chrome?.kill();
  await stopStack();
  // A failed run keeps the stack's log to read; a good one leaves nothing behind.
  if (code === 0) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void finish(130));
process.on('SIGTERM', () => void finish(143));

/** Newest modification time under the paths a build depends on. */
function newestSource() {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of ['src', 'pages', 'public', 'next.config.ts', 'next-i18next.config.js', 'package-lock.json']) {
    walk(path.join(root, p));
  }
  return newest;
}

function ensureBuild() {
  const buildId = path.join(root, DIST, 'BUILD_ID');
  const fresh = existsSync(buildId) && statSync(buildId).mtimeMs > newestSource();
  if (fresh || (process.argv.includes('--reuse-build') && existsSync(buildId))) return;
  log(`building into ${DIST} (BENCH_FLOOR=1)`);
  const build = spawnSync(bin('next'), ['build'], { cwd: root, env: stackEnv, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('next build failed');
}

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (stack?.exitCode !== null) throw new Error(`the stack exited; see ${dataDir}/stack.log`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** The demo user's session cookie from the BFF's own login. */
async function signIn() {
  const res = await fetch(`${ORIGIN}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: ORIGIN },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`POST /api/login answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ');
  if (!cookie.includes('=')) throw new Error('the BFF login set no session cookie');
  return cookie;
}

/**
 * One DevTools call on the browser target. Lighthouse's extraHeaders did not carry the session:
 * the signed-in pages were answered with the sign-in redirect (/?login=1) and the home page
 * was measured in their place; a cookie in the browser's own jar is sent like a user's.
 */
async function browserCall(method, params = {}) {
  const version = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  try {
    socket.send(JSON.stringify({ id: 1, method, params }));
    const answer = await new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
    return answer.result;
  } finally {
    socket.close();
  }
}

/** The session of a signed-in page (or none) in the browser's own cookie jar. */
async function setBrowserCookies(cookie) {
  const cookies = (cookie ?? '')
    .split('; ')
    .filter(Boolean)
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: ORIGIN }));
  // Signed in for this page only: the public pages are measured as a guest sees them.
  await browserCall('Storage.clearCookies');
  if (cookies.length > 0) await browserCall('Storage.setCookies', { cookies });
}

const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_LCP']);

/**
 * One Lighthouse run of `categories` on a page, as a guest or signed in: the report, or an
 * error for a page that failed or redirected. Both the speed runs and the quality run use it.
 */
async function runLighthouse(url, cookie, categories, attempt = 1) {
  await setBrowserCookies(cookie);
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) {
    // Lighthouse's own advice for a trace it failed to record ("Please run Lighthouse again"):
    // it happens on a loaded machine and says nothing about the page.
    if (TRACE_ERRORS.has(lhr.runtimeError.code) && attempt < 3) {
      log(`${url}: ${lhr.runtimeError.code}, measuring again`);
      return runLighthouse(url, cookie, categories, attempt + 1);
    }
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  // A redirect (the sign-in guard's, a locale's) would measure another page under this one's name.
  const landed = new URL(lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl);
  if (landed.pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${landed.href}: not measuring it`);
  return { lhr, trace: result.artifacts?.Trace };
}

async function measure(url, cookie) {
  const { lhr, trace } = await runLighthouse(url, cookie, ['performance']);
  if (SAVE) {
    mkdirSync(SAVE, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
    writeFileSync(path.join(SAVE, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details;
  const script = breakdown?.items?.find((item) => item.group === 'scriptEvaluation')?.duration ?? 0;
  // From the trace Lighthouse scored: how much of the main thread's time was the page's CPU work,
  // and the blocking that work alone adds up to (scripts/main-thread-cpu.ts says why).
  const cpu = mainThreadCpu(trace?.traceEvents ?? []);
  return {
    perf: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    tbt: audit('total-blocking-time'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    script,
    cpuBlocking: cpu?.cpuBlocking ?? NaN,
    cpuShare: cpu?.cpuShare ?? NaN,
  };
}

const QUALITY = ['accessibility', 'best-practices', 'seo'];

/** What an audit found, briefly: the first items of its table (a message, a URL or an element). */
function auditItems(audit) {
  const items = (audit?.details?.items ?? []).slice(0, 3).map((item) => {
    const text = item.description ?? item.node?.snippet ?? item.url ?? item.source?.url ?? JSON.stringify(item);
    return String(text).replace(/\s+/g, ' ').slice(0, 200);
  });
  return items.length > 0 ? ` (${items.join('; ')})` : '';
}

/** Accessibility, best practices and SEO scores of one run, and the audits that cost points. */
async function quality(url, cookie) {
  const { lhr } = await runLighthouse(url, cookie, QUALITY);
  const scores = QUALITY.map((id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100));
  const failing = QUALITY.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => `${id}: ${ref.id}${auditItems(lhr.audits[ref.id])}`),
  );
  return { scores, failing };
}

const medians = (runs) => ({
  perf: median(runs.map((r) => r.perf)),
  tbt: median(runs.map((r) => r.tbt)),
  lcp: median(runs.map((r) => r.lcp)),
  cls: median(runs.map((r) => r.cls)),
  script: median(runs.map((r) => r.script)),
  cpuBlocking: median(runs.map((r) => r.cpuBlocking)),
  cpuShare: median(runs.map((r) => r.cpuShare)),
});

/** page/floor; a floor of (almost) nothing has no meaningful ratio. */
const ratio = (page, floor, min) => (floor >= min ? (page / floor).toFixed(2) : '-');

function printTable(floor, rows) {
  const col = (value, width) => value.padStart(width);
  const fig = (f) =>
    col(String(f.perf), 5) +
    col(f.tbt.toFixed(0), 7) +
    col(f.lcp.toFixed(0), 7) +
    col(f.cls.toFixed(3), 7) +
    col(f.script.toFixed(0), 8) +
    col(f.cpuBlocking.toFixed(0), 8) +
    col(`${(f.cpuShare * 100).toFixed(0)}%`, 6);
  console.log(
    `\nmedian of ${RUNS} run(s), Lighthouse mobile (simulated throttling); ms except perf and CLS; ratios page/floor`,
  );
  console.log(
    "cpuTBT: the blocking of the main thread's own CPU time ×4 after the trace's first paint; cpu%: the share of " +
      'its long tasks it spent on the CPU (scripts/main-thread-cpu.ts). A low share is a contended machine.',
  );
  console.log(
    `${'page'.padEnd(42)}${col('perf', 5)}${col('TBT', 7)}${col('LCP', 7)}${col('CLS', 7)}${col('script', 8)}` +
      `${col('cpuTBT', 8)}${col('cpu%', 6)}` +
      `   ${col('perf×', 6)}${col('TBT×', 6)}${col('LCP×', 6)}${col('script×', 8)}`,
  );
  console.log(`${`${FLOOR} (floor)`.padEnd(42)}${fig(floor)}`);
  for (const { path: p, figures: f } of rows) {
    console.log(
      `${p.padEnd(42)}${fig(f)}   ${col(ratio(f.perf, floor.perf, 1), 6)}${col(ratio(f.tbt, floor.tbt, 10), 6)}` +
        `${col(ratio(f.lcp, floor.lcp, 1), 6)}${col(ratio(f.script, floor.script, 10), 8)}`,
    );
  }
}

async function main() {
  ensureBuild();
  const out = openSync(path.join(dataDir, 'stack.log'), 'a');
  log(`starting the stack on :${PORTS.web} (upstream :${PORTS.upstream}); its log: ${dataDir}/stack.log`);
  stack = spawn(bin('node'), ['scripts/start.mjs'], {
    cwd: root,
    env: stackEnv,
    stdio: ['ignore', out, out],
    detached: true,
  });
  await waitFor(`${UPSTREAM}/health`, 180);
  await waitFor(`${ORIGIN}/robots.txt`, 120);
  const cookie = pages.some((p) => p.signedIn) ? await signIn() : undefined;

  // Every page must answer 200 before it is measured: a 404 or a sign-in redirect measured
  // instead would look fast and mean nothing. This load also warms the server's caches.
  for (const page of [{ path: FLOOR }, ...pages]) {
    const headers = page.signedIn && cookie ? { cookie } : undefined;
    const res = await fetch(`${ORIGIN}${page.path}`, { headers, redirect: 'manual' });
    if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}; not measuring it`);
  }

  chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  const runs = new Map([[FLOOR, []], ...pages.map((p) => [p.path, []])]);
  for (let run = 1; run <= RUNS; run++) {
    // The floor in every round, so it sees the same machine load as the pages around it.
    for (const page of [{ path: FLOOR }, ...pages]) {
      const figures = await measure(`${ORIGIN}${page.path}`, page.signedIn ? cookie : undefined);
      runs.get(page.path).push(figures);
      log(
        `run ${run}/${RUNS} ${page.path}: perf ${figures.perf}, TBT ${figures.tbt.toFixed(0)} ms, ` +
          `LCP ${figures.lcp.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, script ${figures.script.toFixed(0)} ms, ` +
          `CPU blocking ${figures.cpuBlocking.toFixed(0)} ms, main thread on CPU ${(figures.cpuShare * 100).toFixed(0)}%`,
      );
    }
  }
  printTable(
    medians(runs.get(FLOOR)),
    pages.map((p) => ({ path: p.path, figures: medians(runs.get(p.path)) })),
  );
  if (process.argv.includes('--no-quality')) return;
  console.log(`\n${'page'.padEnd(42)}${QUALITY.map((id) => id.padStart(16)).join('')}`);
  let below = 0;
  for (const page of pages) {
    const { scores, failing } = await quality(`${ORIGIN}${page.path}`, page.signedIn ? cookie : undefined);
    console.log(`${page.path.padEnd(42)}${scores.map((v) => String(v).padStart(16)).join('')}`);
    for (const audit of failing) console.log(`    under 100: ${audit}`);
    below += failing.length;
  }
  if (below === 0) console.log('every page scores 100 in accessibility, best practices and SEO');
}

main().then(
  () => finish(0),
  (error) => {
    console.error(error);
    return finish(1);
  },
);
