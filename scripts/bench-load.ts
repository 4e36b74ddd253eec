import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import autocannon from 'autocannon';
import { loadConfig } from '../upstream/config';
import { openDatabase } from '../upstream/db/database';
import { prepareDatabase } from '../upstream/db/startup';
import { ledgerMismatches, moneySnapshot } from '../tests/fuzz/money';
import { LOAD_PASSWORD, seedLoadUsers } from './scale/load';
import { cpuSeconds, startBenchStack, type BenchStack } from './bench-stack.mjs';
import {
  figures,
  formatMs,
  formatRefused,
  invalidReasons,
  ratio,
  Tally,
  type PhaseOutcome,
  type RouteFigures,
} from './load/figures';
import { Mix, type MixRequest, type Offer, type Side } from './load/mix';

/**
 * `npm run bench:load` (issue 19): a realistic mix (scripts/load/mix.ts) through the BFF for
 * --duration seconds, then the same mix straight at the upstream for as long, on a production
 * stack of its own (scripts/bench-stack.mjs: its own build in .next-load, ports 3420/4420/6420,
 * a temporary PGlite data dir). Prints per route requests/s, p50, p99 and the non-2xx answers by
 * code, then the BFF/upstream ratios and each server's CPU per request. Each side has its own
 * accounts (seeded with balance through the ledger before the upstream starts), so neither
 * inherits the other's open purchases or cancellation count.
 * Exits 1 when the run is not valid (figures.ts: > 1 % unexpected failures, a route that never
 * succeeded) or when balances and ledger disagree afterwards (tests/fuzz/money.ts, as test:scale).
 *
 *   npm run bench:load -- [--duration 60] [--connections 16] [--users 200] [--sms-rate 5]
 *                         [--warmup 3] [--reuse-build]
 */
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '16' },
    // 200 a side: on a quiet machine the mix cancels ~30 purchases a second, and the upstream's
    // antifraud pauses a buyer after 30 cancellations in 24 hours. With 50 a side, 907 of the
    // BFF side's buys were refused (403 FORBIDDEN) and the run was invalid (issue 19, stop 41).
    users: { type: 'string', default: '200' },
    'sms-rate': { type: 'string', default: '5' },
    warmup: { type: 'string', default: '3' },
    'reuse-build': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const USERS = Number(args.users);
const SMS_RATE = Number(args['sms-rate']);
const WARMUP = Number(args.warmup);
const PORTS = { web: 3420, upstream: 4420, realtime: 6420 };
const DIST = '.next-load';
const CANCEL_LOCK_SECONDS = 1;
/** Routes that must succeed at least once on each side, or the mix did not run as described. */
const MUST_SUCCEED = ['catalogue: services', 'price', 'user', 'buy activation', 'cancel activation', 'sms intake'];

const log = (message: string) => console.log(`[bench:load] ${message}`);
const smsSecret = randomBytes(24).toString('hex');

let stack: BenchStack | null = null;
async function finish(code: number): Promise<never> {
  if (code === 0) await stack?.cleanup();
  else if (stack) {
    // Kept to see why: the processes' log (warnings and errors) and the database the run left.
    await stack.stop();
    log(`kept ${stack.dataDir} (stack.log, the upstream's data): remove it when done`);
  }
  process.exit(code);
}
process.on('SIGINT', () => void finish(130));
process.on('SIGTERM', () => void finish(143));

/** Accounts for both sides with balance credited through the ledger, and the catalogue's offers. */
async function seed(dataDir: string): Promise<{ emails: string[]; offers: Offer[] }> {
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }, { inMemory: true });
  const db = await openDatabase({ dataDir });
  try {
    await prepareDatabase(db, { argon2: config.argon2, demoAccounts: config.demoAccounts });
    const emails = await seedLoadUsers(db, USERS * 2);
    const offers = (
      await sql<Offer>`select service_id, country_id from activation_prices
                       group by service_id, country_id order by random() limit 300`.execute(db)
    ).rows;
    return { emails, offers };
  } finally {
    await db.destroy();
  }
}

const errorCode = (body: unknown): string | null => {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
};

/**
 * autocannon against `url`, each request made by `next()`. autocannon reports a response's
 * latency in its 'response' event, synchronously right after the request's onResponse: onResponse
 * leaves the answered request in `answered` for that event to file under its route.
 */
function cannon(
  url: string,
  options: { connections: number; seconds: number; rate?: number },
  next: () => MixRequest,
  tally: Tally,
): Promise<autocannon.Result> {
  let answered: { request: MixRequest; code: string | null } | null = null;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        ...(options.rate ? { overallRate: options.rate } : {}),
        requests: [
          {
            setupRequest: (req, context: Record<string, unknown>) => {
              const request = next();
              context.request = request;
              return {
                ...req,
                method: request.method,
                path: request.path,
                headers: request.headers,
                body: request.body ?? '',
              };
            },
            onResponse: (status, body, context: Record<string, unknown>) => {
              const request = context.request as MixRequest;
              let parsed: unknown = null;
              if (request.after || status >= 300) {
                try {
                  parsed = JSON.parse(body);
                } catch {
                  parsed = null;
                }
              }
              request.after?.(status, parsed);
              answered = { request, code: errorCode(parsed) };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (!answered) return;
      tally.record(answered.request.route, status, ms, answered.code, answered.request.expected);
      answered = null;
    });
  });
}

interface Phase extends PhaseOutcome {
  seconds: number;
  cpu: { web: number | null; upstream: number | null };
}

async function runPhase(side: Side, credentials: string[], offers: Offer[]): Promise<Phase> {
  const s = stack!;
  const mix = new Mix(
    side,
    credentials.map((credential) => ({ credential })),
    offers,
    s.origin,
    (CANCEL_LOCK_SECONDS + 0.5) * 1000,
  );
  const base = side === 'bff' ? s.web : s.upstream;
  const name = side === 'bff' ? 'through the BFF' : 'straight at the upstream';
  const both = async (seconds: number, tally: Tally) => {
    const [browser, supplier] = await Promise.all([
      cannon(base, { connections: CONNECTIONS, seconds }, () => mix.next(), tally),
      cannon(s.upstream, { connections: 1, seconds, rate: SMS_RATE }, () => mix.sms(smsSecret), tally),
    ]);
    return browser.errors + browser.timeouts + supplier.errors + supplier.timeouts;
  };
  if (WARMUP > 0) await both(WARMUP, new Tally());
  log(`${name}: ${CONNECTIONS} connections (+1 supplier at ${SMS_RATE} SMS/s) for ${SECONDS} s`);
  const tally = new Tally();
  const before = { web: cpuSeconds(s.pids.web), upstream: cpuSeconds(s.pids.upstream) };
  const started = Date.now();
  const unanswered = await both(SECONDS, tally);
  const seconds = (Date.now() - started) / 1000;
  const rows = figures(tally, seconds);
  const total = rows.reduce((sum, r) => sum + r.requests, 0);
  const perRequest = (key: 'web' | 'upstream') => {
    const after = cpuSeconds(s.pids[key]);
    const b = before[key];
    return after == null || b == null || !total ? null : ((after - b) * 1000) / total;
  };
  return { name: side, rows, unanswered, seconds, cpu: { web: perRequest('web'), upstream: perRequest('upstream') } };
}

function printPhase(title: string, phase: Phase) {
  console.log(`\n${title} (${phase.seconds.toFixed(0)} s)`);
  console.log(`${'route'.padEnd(26)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  non-2xx`);
  for (const r of phase.rows)
    console.log(
      `${r.route.padEnd(26)} ${r.perSecond.toFixed(1).padStart(7)} ${formatMs(r.p50).padStart(7)} ${formatMs(r.p99).padStart(7)}  ${formatRefused(r.refused)}${r.unexpected ? ` (${r.unexpected} unexpected)` : ''}`,
    );
  const total = phase.rows.reduce((sum, r) => sum + r.requests, 0);
  console.log(
    `${'all'.padEnd(26)} ${(total / phase.seconds).toFixed(1).padStart(7)}${phase.unanswered ? `  ${phase.unanswered} without an answer` : ''}`,
  );
  const cpu = (ms: number | null) => (ms == null ? '-' : ms.toFixed(2));
  console.log(`CPU ms per request: web ${cpu(phase.cpu.web)}, upstream ${cpu(phase.cpu.upstream)}`);
}

function printRatios(bff: Phase, upstream: Phase) {
  console.log('\nBFF / upstream, per route (req/s: < 1 is the BFF slower; p50, p99: > 1 is the BFF slower)');
  console.log(`${'route'.padEnd(26)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}`);
  const byRoute = new Map<string, RouteFigures>(upstream.rows.map((r) => [r.route, r]));
  for (const b of bff.rows) {
    const u = byRoute.get(b.route);
    console.log(
      `${b.route.padEnd(26)} ${ratio(b.perSecond, u?.perSecond).padStart(7)} ${ratio(b.p50, u?.p50).padStart(7)} ${ratio(b.p99, u?.p99).padStart(7)}`,
    );
  }
  const rate = (p: Phase) => p.rows.reduce((sum, r) => sum + r.requests, 0) / p.seconds;
  console.log(`${'all'.padEnd(26)} ${ratio(rate(bff), rate(upstream)).padStart(7)}`);
}

/** Balances against the ledger on what the run left, the upstream stopped (its PGlite is single-process). */
async function moneyViolations(dataDir: string): Promise<string[]> {
  const db = await openDatabase({ dataDir });
  try {
    const mismatches = await ledgerMismatches(db);
    const money = await moneySnapshot(db);
    const counts = (
      await sql<{
        status: string;
        n: number;
      }>`select status, count(*)::int as n from activations group by status`.execute(db)
    ).rows;
    log(
      `after the run: ${money.entries} ledger entries; activations ${counts.map((c) => `${c.status} ${c.n}`).join(', ')}`,
    );
    const out: string[] = [];
    if (mismatches.length)
      out.push(
        `${mismatches.length} balances differ from their ledger, e.g. ${JSON.stringify(mismatches.slice(0, 3))}`,
      );
    if (money.balances !== money.ledger)
      out.push(`live balances add up to ${money.balances}, the ledger to ${money.ledger}`);
    return out;
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  let seeded: { emails: string[]; offers: Offer[] } | undefined;
  stack = await startBenchStack({
    name: 'bench:load',
    distDir: DIST,
    ports: PORTS,
    build: !args['reuse-build'],
    env: {
      // The demo gateway settles the top-ups; the load plays the supplier, so the demo one is off
      // (its codes would close purchases the load is about to cancel).
      DEMO_GATEWAY: '1',
      DEMO_SUPPLIER: '0',
      SMS_INTAKE_SECRET: smsSecret,
      ACTIVATION_CANCEL_LOCK_SECONDS: String(CANCEL_LOCK_SECONDS),
      LOG_LEVEL: 'warn',
    },
    prepare: async (dataDir) => {
      seeded = await seed(dataDir);
    },
  });
  const { emails, offers } = seeded!;
  const sessions = await stack.signIn(emails.map((email) => ({ email, password: LOAD_PASSWORD })));
  log(`${sessions.length} accounts signed in (${USERS} a side), ${offers.length} offers`);

  const bff = await runPhase(
    'bff',
    sessions.slice(0, USERS).map((s) => s.cookie),
    offers,
  );
  const upstream = await runPhase(
    'upstream',
    sessions.slice(USERS).map((s) => s.token),
    offers,
  );
  await stack.stop();
  const money = await moneyViolations(stack.upstreamDataDir);

  printPhase('Through the BFF', bff);
  printPhase('Straight at the upstream', upstream);
  printRatios(bff, upstream);
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(`\nload average ${load} on ${os.cpus().length} cores`);

  const reasons = [...invalidReasons([bff, upstream], MUST_SUCCEED), ...money];
  if (reasons.length) {
    console.log('\nThe run is NOT valid:');
    for (const reason of reasons) console.log(`  - ${reason}`);
    await finish(1);
  }
  console.log(
    '\nThe run is valid: under 1 % unexpected failures on each side, every route of the mix succeeded, ledger = balances.',
  );
  await finish(0);
}

main().catch(async (error: unknown) => {
  console.error(`[bench:load] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  await finish(1);
});
