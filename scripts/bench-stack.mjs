/**
 * A production stack of the benchmarks' own (`npm run bench:load`; bench:bff and bench:pages can
 * adopt it): builds into its own dist dir when asked or when there is no build, starts the web
 * app with the embedded reference upstream and realtime server on given ports through
 * `scripts/start.mjs` (the product's own start path) with a temporary data dir and secrets of
 * its own, waits until both answer, signs users in and stops everything again.
 *
 *   const stack = await startBenchStack({ name: 'bench:load', distDir: '.next-load', ports, prepare });
 *   const sessions = await stack.signIn([{ email, password }]);   // BFF cookie + upstream token each
 *   await stack.stop();                                            // the PGlite data dir is closed
 *   await stack.cleanup();                                         // and removed
 *
 * `prepare(upstreamDataDir)` runs before the upstream starts: the only moment another process
 * may open its PGlite data dir (seeding accounts, reading the catalogue). After stop() the data
 * dir is closed again, for checks on what the run left.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const PATH = `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The pid listening on a local port, from `ss`; null when unknown (not Linux, nobody there). */
export function listenerPid(port) {
  const out = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? '';
  const match = /pid=(\d+)/.exec(out);
  return match ? Number(match[1]) : null;
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/**
 * CPU seconds (user + system) a process has used so far, from /proc; null off Linux. Read before
 * and after a run, divided by its requests: CPU per request moves far less than req/s with
 * whatever else the machine is doing.
 */
export function cpuSeconds(pid) {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The `name=value` pairs of a response's Set-Cookie lines, as a browser sends them back. */
function cookieOf(res) {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ');
}

export async function startBenchStack(options) {
  const { name, distDir, ports } = options;
  const log = (message) => console.log(`[${name}] ${message}`);
  const web = `http://127.0.0.1:${ports.web}`;
  const upstream = `http://127.0.0.1:${ports.upstream}`;
  const origin = `http://localhost:${ports.web}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeport-bench-stack-'));
  const upstreamDataDir = path.join(dataDir, 'upstream');
  const logFile = path.join(dataDir, 'stack.log');
  const env = {
    ...process.env,
    PATH,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: distDir,
    PORT: String(ports.web),
    UPSTREAM_PORT: String(ports.upstream),
    REALTIME_PORT: String(ports.realtime),
    NEXT_PUBLIC_REALTIME_PORT: String(ports.realtime),
    UPSTREAM_DATA_DIR: upstreamDataDir,
    PUBLIC_ORIGIN: origin,
    // Its own password: the stack must not create or read the repository's .session-password.
    SESSION_PASSWORD: randomBytes(32).toString('base64url'),
    // A benchmark measures the build's output, which tsc does not change (npm run typecheck).
    BUILD_SKIP_TYPECHECK: '1',
    ...options.env,
  };
  // The embedded upstream, never one configured for the developer's own runs.
  delete env.UPSTREAM_URL;
  delete env.DATABASE_URL;

  let child;
  let upstreamPid = null;
  const stack = {
    web,
    upstream,
    origin,
    dataDir,
    upstreamDataDir,
    logFile,
    /** The web server's and the upstream's pids (for CPU readings), once up. */
    pids: { web: null, upstream: null },
    async signIn(users) {
      const sessions = [];
      for (const user of users) {
        const body = JSON.stringify({ email: user.email, password: user.password });
        const bff = await fetch(`${web}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', origin },
          body,
        });
        await bff.arrayBuffer();
        const cookie = cookieOf(bff);
        if (!bff.ok || !cookie.includes('=')) throw new Error(`BFF sign-in of ${user.email}: ${bff.status}`);
        const direct = await fetch(`${upstream}/api/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            app_instance: 'test',
            locale: 'en',
          },
          body,
        });
        const answer = await direct.json().catch(() => ({}));
        if (!direct.ok || typeof answer.token !== 'string')
          throw new Error(`upstream sign-in of ${user.email}: ${direct.status}`);
        sessions.push({ email: user.email, cookie, token: answer.token });
      }
      return sessions;
    },
    /** SIGTERM to start.mjs (which stops its children's process groups); waits until the upstream is gone. */
    async stop() {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          /* already gone */
        }
        await Promise.race([exited, sleep(10_000)]);
      }
      // start.mjs exits 1.5 s after signalling; the upstream may still be closing its database.
      const deadline = Date.now() + 20_000;
      while (upstreamPid && alive(upstreamPid) && Date.now() < deadline) await sleep(200);
    },
    async cleanup() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };

  try {
    if (options.build || !existsSync(path.join(root, distDir, 'BUILD_ID'))) {
      log(`building into ${distDir}`);
      const build = spawnSync(bin('next'), ['build'], { cwd: root, env, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('next build failed');
    }
    if (options.prepare) await options.prepare(upstreamDataDir);
    const out = openSync(logFile, 'a');
    log(`starting the stack on :${ports.web} (upstream :${ports.upstream}); its log: ${logFile}`);
    child = spawn(bin('node'), ['scripts/start.mjs'], {
      cwd: root,
      env,
      stdio: ['ignore', out, out],
      detached: true,
    });
    const waitFor = async (url, seconds) => {
      const deadline = Date.now() + seconds * 1000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the stack exited (${child.exitCode}); see ${logFile}`);
        const ok = await fetch(url, { signal: AbortSignal.timeout(3_000) }).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await sleep(500);
      }
      throw new Error(`${url} did not answer within ${seconds} s; see ${logFile}`);
    };
    await waitFor(`${upstream}/health`, 180);
    upstreamPid = listenerPid(ports.upstream);
    await waitFor(`${web}/robots.txt`, 180);
    stack.pids = { web: listenerPid(ports.web), upstream: upstreamPid };
    return stack;
  } catch (error) {
    // The data dir stays: its stack.log says why the stack did not come up.
    await stack.stop();
    throw error;
  }
}
