#!/usr/bin/env node
/**
 * Starts the whole product: the reference upstream (with its realtime server) unless
 * UPSTREAM_URL points elsewhere, then the web app. `--dev` runs `next dev`.
 * Each child gets its own process group so stopping this script stops everything
 * (killing an `npx next start` pid alone leaves next-server running — stack-notes.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const dev = process.argv.includes('--dev');
const webPort = process.env.PORT || '3000';
const upstreamPort = process.env.UPSTREAM_PORT || '4000';
const children = [];
// Children run on the project's Node 24 (node_modules/.bin/node) even when this script
// was started with an older system node.
const PATH = `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`;

function log(message) {
  console.log(`[start] ${message}`);
}

function run(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PATH, ...env },
    stdio: 'inherit',
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    log(`${name} exited (${signal ?? code}); stopping everything`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

const check = spawnSync(bin('tsx'), ['scripts/check-env.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PATH },
});
if (check.status !== 0) process.exit(1);

const env = {};
if (!process.env.UPSTREAM_URL) {
  log(`starting the reference upstream on :${upstreamPort}`);
  const realtimePort = process.env.REALTIME_PORT || process.env.NEXT_PUBLIC_REALTIME_PORT || '6001';
  // Node with tsx as a loader, not the tsx CLI: the CLI kills its child 30 ms after relaying
  // SIGTERM, which can cut the upstream off mid-shutdown (PGlite files half-written).
  run('upstream', bin('node'), ['--import', 'tsx', 'upstream/main.ts'], {
    // The embedded upstream is a local demo: dev secrets generated in its data dir,
    // demo supplier and gateway on. A real deployment sets UPSTREAM_URL instead.
    NODE_ENV: process.env.UPSTREAM_NODE_ENV || 'development',
    UPSTREAM_PORT: upstreamPort,
    WEB_ORIGIN: process.env.PUBLIC_ORIGIN || `http://localhost:${webPort}`,
    REALTIME_PORT: realtimePort,
  });
  // The browser must meet the embedded realtime server where it actually listens.
  env.NEXT_PUBLIC_REALTIME_PORT = realtimePort;
  if (process.env.PUSHER_APP_KEY) env.NEXT_PUBLIC_REALTIME_KEY = process.env.PUSHER_APP_KEY;
  await waitFor(`http://127.0.0.1:${upstreamPort}/health`, 120);
  env.UPSTREAM_URL = `http://127.0.0.1:${upstreamPort}`;
  // Where a user's scripts reach this upstream with their personal API key (/settings/api).
  env.PUBLIC_API_URL =
    process.env.PUBLIC_API_URL || process.env.UPSTREAM_PUBLIC_URL || `http://localhost:${upstreamPort}`;
}

// `next start` is production, where the BFF refuses to run without SESSION_PASSWORD.
// The local embedded run keeps a generated one in .session-password (gitignored).
if (!process.env.SESSION_PASSWORD && !process.env.UPSTREAM_URL) {
  const file = path.join(root, '.session-password');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  env.SESSION_PASSWORD = readFileSync(file, 'utf8').trim();
}

const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!dev && !existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  log('no production build yet; running next build');
  const build = spawnSync(bin('next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PATH, ...env },
  });
  if (build.status !== 0) stop(1);
}
log(`web on http://localhost:${webPort}`);
// Idle keep-alive connections are kept 65 s, Node's default is 5 s. A load balancer (idle
// timeout 60 s on the common ones) or any kept-alive client that reuses a connection the server
// is closing at that moment gets a reset instead of an answer; the server must outlast them.
// (`next dev` has no such option.)
const keepAliveMs = process.env.WEB_KEEP_ALIVE_MS || '65000';
run(
  'web',
  bin('next'),
  dev ? ['dev', '-p', webPort] : ['start', '-p', webPort, '--keepAliveTimeout', keepAliveMs],
  env,
);
