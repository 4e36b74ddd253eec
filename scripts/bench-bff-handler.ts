import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * `npx tsx scripts/bench-bff-handler.ts`: the BFF's own CPU per request, without a Next build.
 * One process holds a stub upstream (GET /api/connect, a fixed answer), the BFF's handler and
 * the bench's proxy floor (src/bff/http/bench-floor.ts) each on a bare node:http server, and
 * the client. It runs the same signed-in GET through both, and prints
 * the process's CPU per request of each (BENCH_CONNECTIONS in flight, 25 as in bench:bff's load): the stub and the client cost the same on both paths,
 * so c − p is what the BFF adds over the least any BFF must do (the target of issue 19:
 * ≤ 0.3 ms). A third path, g, is the floor with the BFF's own HTTP client (callUpstream: got,
 * the BFF's options and deadline) in place of bare node:http: g − p is got's cost, c − g the
 * BFF's own work without its HTTP client (allow-list, header policy, zod, log line), the two
 * parts issue 19 asks to see apart. Rounds alternate c, g and p so the load falls on all alike.
 */
const N = Number(process.env.BENCH_REQUESTS ?? 3000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
// In flight at once, as bench:bff's load phase (25): log lines then share their writes.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 25);

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function main(): Promise<void> {
  const answer = JSON.stringify({ status: true, authenticated: true, time: new Date().toISOString() });
  const upstream = await listen((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) });
    res.end(answer);
  });
  Object.assign(process.env, {
    NODE_ENV: 'production',
    BENCH: '1',
    UPSTREAM_URL: upstream,
    SESSION_PASSWORD: 'bench-session-password-0123456789-abcdef',
    PUBLIC_ORIGIN: 'http://localhost:3000',
    APP_INSTANCE: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  // After the environment: the BFF reads its configuration once.
  const { sealData } = await import('iron-session');
  const { bffHandler } = await import('../src/bff/proxy/dispatch');
  const { benchBareProxy, benchGotProxy } = await import('../src/bff/http/bench-floor');
  const { sessionPasswords } = await import('../src/bff/session/password');
  const { bffConfig } = await import('../src/bff/config');
  const seal = await sealData(
    {
      token: 'bench-token',
      tokenType: 'Bearer',
      refreshToken: 'bench-refresh',
      userId: 1,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshedAt: Date.now(),
    },
    { password: sessionPasswords(), ttl: bffConfig().sessionTtlSeconds },
  );
  const cookie = `${bffConfig().sessionCookieName}=${seal}`;
  const bff = await listen((req, res) => void bffHandler(req as never, res as never));
  const floor = await listen((req, res) => void benchBareProxy(req, res));
  // The floor's work (session, one fixed call, relay), but the call made with the BFF's client.
  const viaGot = await listen((req, res) => void benchGotProxy(req, res));

  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const get = (url: string) =>
    new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent, headers: { cookie, accept: 'application/json' } }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${res.statusCode}`))));
        })
        .on('error', reject);
    });
  const cpuPerRequest = async (url: string) => {
    const c0 = process.cpuUsage();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next++ < N) await get(url);
      }),
    );
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1000 / N;
  };
  const c = `${bff}/api/connect`;
  const p = `${floor}/api/bench-proxy`;
  const g = `${viaGot}/api/bench-got-proxy`;
  // JIT warm-up: the first thousands of requests of each path cost several times the rest.
  for (let i = 0; i < 2; i++) {
    await cpuPerRequest(c);
    await cpuPerRequest(g);
    await cpuPerRequest(p);
  }
  const cs: number[] = [];
  const gs: number[] = [];
  const ps: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    cs.push(await cpuPerRequest(c));
    gs.push(await cpuPerRequest(g));
    ps.push(await cpuPerRequest(p));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const f = (x: number) => x.toFixed(3);
  console.error(
    `bench:bff-handler ${N} requests × ${ROUNDS} rounds, ${CONNECTIONS} in flight — CPU ms/request (median): ` +
      `c (BFF, signed-in GET /api/connect) ${f(median(cs))}, p (proxy floor) ${f(median(ps))}, ` +
      `c − p ${f(median(cs) - median(ps))} | g (floor with the BFF's got client) ${f(median(gs))}: ` +
      `BFF without its client c − g ${f(median(cs) - median(gs))}, got over bare http g − p ${f(median(gs) - median(ps))} | ` +
      `rounds c ${cs.map(f).join(' ')} | g ${gs.map(f).join(' ')} | p ${ps.map(f).join(' ')}`,
  );
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
