import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A stack of its own for the fault journeys: the reference upstream (with its realtime
 * server) and the production web app as two real processes, like scripts/start.mjs starts
 * them, but on their own ports and under the test's control so one can be stopped, killed
 * or restarted while the other keeps running. The shared stack of playwright.config.ts is
 * never touched: other journeys run against it.
 */
const root = path.resolve(__dirname, '..', '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

export interface FaultStackPorts {
  web: number;
  upstream: number;
  realtime: number;
}

export interface FaultStack {
  readonly web: string;
  readonly upstream: string;
  readonly dataDir: string;
  /** What the BFF waits for the upstream before answering with a stable error code. */
  readonly upstreamTimeoutMs: number;
  startUpstream(): Promise<void>;
  /** SIGTERM (a clean stop that persists PGlite) or SIGKILL (a crash). */
  stopUpstream(signal?: NodeJS.Signals): Promise<void>;
  startWeb(): Promise<void>;
  stopWeb(signal?: NodeJS.Signals): Promise<void>;
  /** The development SMS intake secret the upstream generated in its data dir. */
  intakeSecret(): string;
  /** The development payment webhook secret, from the same place. */
  paymentSecret(): string;
  close(): Promise<void>;
}

async function waitUntil(url: string, up: boolean, seconds: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    // A process that exited will not come up: say so now (FAULTS_VERBOSE=1 shows its output).
    if (child && child.exitCode !== null) throw new Error(`${url}: its process exited with ${child.exitCode}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok === up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not ${up ? 'come up' : 'go down'} within ${seconds} s`);
}

function stopChild(child: ChildProcess | null, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    try {
      // Its own process group: `next start` runs next-server as a child of its own.
      process.kill(-child.pid!, signal);
    } catch {
      resolve();
    }
  });
}

const devSecrets = (dataDir: string) =>
  JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    SMS_INTAKE_SECRET: string;
    PAYMENT_WEBHOOK_SECRET: string;
  };

export interface FaultStackOptions {
  /** More upstream environment, e.g. DATABASE_URL for a stack on PostgreSQL. */
  upstreamEnv?: Record<string, string>;
}

/** A stack with its upstream and web up: what each fault journey file starts before its tests. */
export async function startFaultStack(ports: FaultStackPorts, options: FaultStackOptions = {}): Promise<FaultStack> {
  const stack = faultStack(ports, options);
  await stack.startUpstream();
  await stack.startWeb();
  return stack;
}

export function faultStack(ports: FaultStackPorts, options: FaultStackOptions = {}): FaultStack {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'codeport-faults-'));
  const web = `http://localhost:${ports.web}`;
  const upstream = `http://127.0.0.1:${ports.upstream}`;
  const sessionPassword = randomBytes(32).toString('base64url');
  // The default: a sign-in (argon2) on a busy 2-core machine takes seconds.
  const upstreamTimeoutMs = 10_000;
  let upstreamChild: ChildProcess | null = null;
  let webChild: ChildProcess | null = null;
  const PATH = `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`;

  const run = (command: string, args: string[], env: Record<string, string>) =>
    spawn(command, args, {
      cwd: root,
      env: { ...process.env, PATH, ...env },
      stdio: process.env.FAULTS_VERBOSE ? 'inherit' : 'ignore',
      detached: true,
    });

  return {
    web,
    upstream,
    dataDir,
    upstreamTimeoutMs,
    async startUpstream() {
      upstreamChild = run(bin('node'), ['--import', 'tsx', 'upstream/main.ts'], {
        NODE_ENV: 'development',
        UPSTREAM_PORT: String(ports.upstream),
        REALTIME_PORT: String(ports.realtime),
        UPSTREAM_DATA_DIR: dataDir,
        WEB_ORIGIN: web,
        DEMO_SUPPLIER: '0',
        APP_INSTANCE: 'test',
        ...options.upstreamEnv,
      });
      await waitUntil(`${upstream}/health`, true, 120, upstreamChild!);
    },
    async stopUpstream(signal = 'SIGTERM') {
      await stopChild(upstreamChild, signal);
      upstreamChild = null;
    },
    async startWeb() {
      webChild = run(bin('next'), ['start', '-p', String(ports.web)], {
        UPSTREAM_URL: upstream,
        PUBLIC_API_URL: upstream,
        PUBLIC_ORIGIN: web,
        SESSION_PASSWORD: sessionPassword,
        NEXT_PUBLIC_REALTIME_PORT: String(ports.realtime),
        UPSTREAM_TIMEOUT_MS: String(upstreamTimeoutMs),
        APP_INSTANCE: 'test',
      });
      await waitUntil(`${web}/robots.txt`, true, 120, webChild!);
    },
    async stopWeb(signal = 'SIGTERM') {
      await stopChild(webChild, signal);
      webChild = null;
    },
    intakeSecret() {
      return devSecrets(dataDir).SMS_INTAKE_SECRET;
    },
    paymentSecret() {
      return devSecrets(dataDir).PAYMENT_WEBHOOK_SECRET;
    },
    async close() {
      await Promise.all([stopChild(webChild, 'SIGTERM'), stopChild(upstreamChild, 'SIGTERM')]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
