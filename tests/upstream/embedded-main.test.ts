import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoUser } from '../../upstream/db/seed/demo-users';
import { RawClient } from './realtime-helpers';

/**
 * `tsx upstream/main.ts` as `npm start` runs it with nothing configured (issue 3 preamble,
 * §3–5): PGlite in a data dir, migrated and seeded, the embedded realtime server, the demo
 * SMS supplier and demo payment gateway publishing through it, and a clean SIGTERM.
 */
/**
 * tsx as a loader inside the one process, not its CLI: the CLI relays SIGTERM to a child and
 * SIGKILLs it when the child does not acknowledge within 30 ms, which a busy machine misses,
 * so the test would measure tsx rather than main.ts's own shutdown.
 */
const loader = ['--import', 'tsx'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// Answers are read loosely here; the contract tests check their shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

async function json(url: string, init: RequestInit & { token?: string } = {}): Promise<{ status: number; body: Body }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(init.body ? { 'content-type': 'application/json' } : {}),
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(url, { ...init, headers });
  return { status: res.status, body: (await res.json()) as Body };
}

describe('the embedded upstream process', () => {
  let child: ChildProcess;
  let dataDir: string;
  let base: string;
  let realtimePort: number;
  let output = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'codeport-main-'));
    const [port, rtPort] = [await freePort(), await freePort()];
    realtimePort = rtPort;
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      UPSTREAM_PORT: String(port),
      REALTIME_PORT: String(rtPort),
      UPSTREAM_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ARGON2_MEMORY_KIB: '64',
      ARGON2_ITERATIONS: '1',
    };
    child = spawn(process.execPath, [...loader, 'upstream/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
    // Until just before the hook's own limit: a cold start (initdb, migrations, seed) took over
    // 60 s on a 2-core machine at load 20, and the first 300 polls of 200 ms ran out before it.
    const deadline = Date.now() + 140_000;
    while (Date.now() < deadline) {
      const up = await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      if (child.exitCode !== null) throw new Error(`upstream exited early:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`upstream did not come up:\n${output}`);
  }, 150_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the seeded product; the demo supplier and demo gateway reach the buyer over the embedded realtime server', async () => {
    const login = await json(`${base}/api/login`, {
      method: 'POST',
      body: JSON.stringify({ email: demoUser.email, password: demoUser.password }),
    });
    expect(login.status).toBe(200);
    const { token, user } = login.body as {
      token: string;
      user: { id: number; balance: number; realtime_channel: string };
    };

    const ws = await RawClient.open(realtimePort, '/app/codeport-key?protocol=7&client=js&version=8.6.0');
    try {
      const hello = await ws.next('pusher:connection_established');
      const socketId = (hello.data as { socket_id: string }).socket_id;
      // Signed in as the user, as the app's client does: the embedded server closes a socket
      // that has not signed in within 30 s.
      const signin = await json(`${base}/broadcasting/user-auth`, {
        method: 'POST',
        token,
        body: JSON.stringify({ socket_id: socketId }),
      });
      expect(signin.status).toBe(200);
      ws.send({ event: 'pusher:signin', data: signin.body });
      expect((await ws.next('pusher:signin_success')).data).toEqual({
        user_data: JSON.stringify({ id: String(user.id) }),
      });
      const channel = `private-${user.realtime_channel}`;
      const auth = await json(`${base}/broadcasting/auth`, {
        method: 'POST',
        token,
        body: JSON.stringify({ socket_id: socketId, channel_name: channel }),
      });
      expect(auth.status).toBe(200);
      expect((await ws.subscribe(channel, auth.body.auth as string)).event).toBe(
        'pusher_internal:subscription_succeeded',
      );

      const service = (await json(`${base}/api/services?search=whatsapp`)).body.services[0];
      const country = (await json(`${base}/api/countries?service_id=${service.id}&search=germany`)).body.countries[0];
      const bought = await json(`${base}/api/activation/buy`, {
        method: 'POST',
        token,
        body: JSON.stringify({ service_id: service.id, country_id: country.id }),
      });
      expect(bought.status).toBe(201);
      const topUp = await json(`${base}/api/payments/top-up`, {
        method: 'POST',
        token,
        // Crypto: the demo gateway pays it by itself (a card top-up waits for Pay on the demo page).
        body: JSON.stringify({ system: 'usdt-trc20', amount: 10_000 }),
      });
      expect(topUp.status).toBe(200);

      // Demo SMS after ~5 s, demo payment after ~8 s, each picked up by a 2 s sweep.
      const code = await ws.next('App\\Events\\Activation\\NewCodeReceived', 20_000);
      expect(code.data).toMatchObject({
        type: 'activation',
        activation: {
          id: bought.body.activation.id,
          status: 'code_received',
          messages: [{ code: expect.stringMatching(/^\d{6}$/) }],
        },
      });
      const paid = await ws.next('App\\Events\\BalanceTopup', 20_000);
      expect(paid.data).toEqual({ balance: user.balance - bought.body.activation.price + 10_000 });
    } finally {
      ws.close();
    }
  }, 60_000);

  it('shuts down cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
