import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Two reference upstreams and two production web processes on one PostgreSQL, as a deployment
 * behind a load balancer runs them (docs/scaling.md):
 * - the upstreams share every secret and the database, and each runs every background worker;
 * - one realtime tier: upstream 0 embeds the realtime server, upstream 1 publishes to it over
 *   the Pusher HTTP API, as both would to Pusher Channels, soketi or Reverb;
 * - the webs share SESSION_PASSWORD and PUBLIC_ORIGIN, so a session cookie sealed by one is
 *   read by the other (no sticky sessions); web i talks to upstream i.
 * Every process gets its own process group (`next start` forks next-server) and its output
 * goes to a log file in the run's directory.
 */
const root = path.resolve(__dirname, '..', '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const PATH = `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`;

export const PORTS = { web: [3250, 3251], upstream: [4250, 4251], realtime: 6250 } as const;

export interface ScaleStack {
  webs: string[];
  upstreams: string[];
  /** What a browser would use as the site's origin: the load balancer's. */
  origin: string;
  smsIntakeSecret: string;
  paymentWebhookSecret: string;
  logDir: string;
  /** SIGTERM to every process group, SIGKILL to those still alive after 10 s. */
  stop(): Promise<void>;
}

const secret = () => randomBytes(24).toString('hex');

async function waitUp(url: string, child: ChildProcess, name: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before answering ${url}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(3_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${name} did not answer ${url} within ${seconds} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        resolve();
      }
    };
    const force = setTimeout(() => kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    kill('SIGTERM');
  });
}

export interface StackOptions {
  databaseUrl: string;
  distDir: string;
  /** Called with every child as soon as it is spawned, so a Ctrl-C during start-up stops it too. */
  track(stop: () => Promise<void>): void;
}

export async function startStack(options: StackOptions): Promise<ScaleStack> {
  const logDir = mkdtempSync(path.join(tmpdir(), 'codeport-scale-'));
  const origin = `http://localhost:${PORTS.web[0]}`;
  const shared = {
    smsIntakeSecret: secret(),
    paymentWebhookSecret: secret(),
    pusherSecret: secret(),
    sessionPassword: randomBytes(32).toString('base64url'),
  };
  const children: ChildProcess[] = [];
  const run = (name: string, command: string, args: string[], env: Record<string, string>) => {
    const out = createWriteStream(path.join(logDir, `${name}.log`));
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout!.pipe(out);
    child.stderr!.pipe(out);
    children.push(child);
    options.track(() => stopChild(child));
    return child;
  };

  const upstreams = PORTS.upstream.map((port) => `http://127.0.0.1:${port}`);
  const upstreamChildren = PORTS.upstream.map((port, i) =>
    run(`upstream-${i}`, bin('node'), ['--import', 'tsx', 'upstream/main.ts'], {
      // Development mode: the demo supplier and gateway are on (production refuses them).
      NODE_ENV: 'development',
      DATABASE_URL: options.databaseUrl,
      UPSTREAM_PORT: String(port),
      UPSTREAM_DATA_DIR: path.join(logDir, `upstream-${i}-data`),
      UPSTREAM_PUBLIC_URL: upstreams[i]!,
      WEB_ORIGIN: origin,
      LOG_LEVEL: 'info',
      DEMO_SUPPLIER: '1',
      DEMO_GATEWAY: '1',
      SMS_INTAKE_SECRET: shared.smsIntakeSecret,
      PAYMENT_WEBHOOK_SECRET: shared.paymentWebhookSecret,
      PUSHER_APP_SECRET: shared.pusherSecret,
      // One realtime tier for both, as with Pusher Channels, soketi or Reverb.
      REALTIME_ENABLED: i === 0 ? '1' : '0',
      REALTIME_PORT: String(PORTS.realtime),
      REALTIME_PUBLISH_URL: `http://127.0.0.1:${PORTS.realtime}`,
      // Cancels become possible a second after purchase, so the load can cancel.
      ACTIVATION_CANCEL_LOCK_SECONDS: '1',
    }),
  );
  // Started together on an empty database: one migrates and seeds, the other waits for it.
  const logOf = (name: string) => `${name} (log: ${path.join(logDir, `${name}.log`)})`;
  await Promise.all(upstreamChildren.map((c, i) => waitUp(`${upstreams[i]}/health`, c, logOf(`upstream-${i}`), 180)));

  const webs = PORTS.web.map((port) => `http://127.0.0.1:${port}`);
  const webChildren = PORTS.web.map((port, i) =>
    run(`web-${i}`, bin('next'), ['start', '-p', String(port)], {
      NODE_ENV: 'production',
      NEXT_DIST_DIR: options.distDir,
      UPSTREAM_URL: upstreams[i]!,
      PUBLIC_API_URL: upstreams[i]!,
      PUBLIC_ORIGIN: origin,
      SESSION_PASSWORD: shared.sessionPassword,
      NEXT_PUBLIC_REALTIME_PORT: String(PORTS.realtime),
      APP_INSTANCE: 'test',
    }),
  );
  await Promise.all(webChildren.map((c, i) => waitUp(`${webs[i]}/robots.txt`, c, logOf(`web-${i}`), 180)));

  return {
    webs,
    upstreams,
    origin,
    smsIntakeSecret: shared.smsIntakeSecret,
    paymentWebhookSecret: shared.paymentWebhookSecret,
    logDir,
    async stop() {
      await Promise.all(children.map(stopChild));
    },
  };
}
