import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { loadConfig } from '../upstream/config';
import { migrate, type Db } from '../upstream/db/database';
import { cpuMeter, cpuPerOp, onEachDatabase, seedBenchBuyers, type CpuSample } from './bench-kit';
import { benchOffer, buyAndCancel, type Inject } from './bench-purchase';
import { timed } from './bench-timed';
import { seedCommerce } from '../upstream/db/seed/commerce';
import { buildApp } from '../upstream/server/app';
import { createContext } from '../upstream/server/context';

/**
 * `npm run bench:upstream`: buy + cancel round trips per second and p99 latency through the
 * full HTTP stack (app.inject: routing, validation, auth, transactions), on PGlite and — when
 * TEST_DATABASE_URL or DATABASE_URL is a reachable postgres:// URL — PostgreSQL. Each figure
 * comes with a baseline measured in the same run (a bare `select 1` round trip), so numbers
 * from different machines compare as ratios. The clock is virtual: cancel's 2-minute lock
 * passes instantly.
 *
 * The throughput ratio moves with the machine's load (its `select 1` baseline swung 3× between
 * identical runs on a shared 2-core machine), so the bench also prints a CPU ratio: the CPU one
 * `select 1` round trip costs divided by the CPU one buy+cancel costs, both measured in this run
 * at the same concurrency, in alternating blocks (OPS more buy+cancel rounds). CPU is this process's (the upstream; on PGlite the database as well,
 * which runs in it) plus, on PostgreSQL, the server's processes when they run on this machine
 * (bench-kit's cpuMeter). Both are per operation, so it reads like the throughput ratio would on
 * an idle machine where the work is CPU-bound: higher is better.
 */
const OPS = Number(process.env.BENCH_OPS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
// Buy + cancel rounds (and as many `select 1`) run before anything is measured. Straight after
// seeding, a loop is cold: each backend compiles the PL/pgSQL functions on its first calls and V8
// the upstream's path, and a server that runs for hours pays neither. The first block of
// bench:upstream:against ran ×3.1 (PostgreSQL) where its warm blocks ran ×4.4 (issue 19).
const WARMUP_OPS = Number(process.env.BENCH_WARMUP_OPS ?? 100);
// BENCH_CATALOG_TRIGGERS=off: the catalog_version triggers (migration 0016) disabled in the
// bench's own database, to measure what the commit-time bump costs a buy+cancel. The price
// panels are not exact without them: a measurement only, never a setting.
const CATALOG_TRIGGERS = process.env.BENCH_CATALOG_TRIGGERS !== 'off';
const catalogTriggers: [string, string][] = [
  ['number_holds', 'number_holds_catalog_version'],
  ['activation_prices', 'activation_prices_catalog_version'],
  ['rent_prices', 'rent_prices_catalog_version'],
  ['operators', 'operators_catalog_version'],
  ['phone_numbers', 'phone_numbers_catalog_version_in'],
  ['phone_numbers', 'phone_numbers_catalog_version_up'],
  ['phone_numbers', 'phone_numbers_catalog_version_out'],
];

/** `select 1` round trips for the CPU baseline: enough that a 10 ms scheduler slice is noise. */
const CPU_BLOCKS = 5;
const CPU_BASE_OPS =
  Math.ceil(Number(process.env.BENCH_CPU_BASE_OPS ?? Math.max(2000, OPS * 5)) / CPU_BLOCKS) * CPU_BLOCKS;

// BENCH_PROFILE=<dir>: V8 CPU profiles of this process over the buy+cancel loop alone (not the
// seeding, not the baselines) and over the price route's loop, written as
// <dir>/<database>-buy-cancel.cpuprofile and <dir>/<database>-price.cpuprofile. They slow the
// loops: read the throughput and the price CPU as void on such a run.
const PROFILE_DIR = process.env.BENCH_PROFILE;

async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    async stop(file: string) {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

async function bench(name: string, db: Db) {
  await migrate(db);
  let clock = Date.now();
  const now = () => new Date(clock);
  await seedCommerce(db);
  if (!CATALOG_TRIGGERS) {
    for (const [table, trigger] of catalogTriggers) {
      await sql`alter table ${sql.id(table)} disable trigger ${sql.id(trigger)}`.execute(db);
    }
  }
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { inMemory: true });
  const ctx = createContext({ db, config, log: pino({ level: 'silent' }), now });
  const app = await buildApp(ctx);
  await app.ready();
  const offer = await benchOffer(db);
  // Antifraud pauses a user after 30 cancellations a day: spread the load over many users.
  const users = await seedBenchBuyers(db, {
    config,
    now,
    tag: 'bench',
    name,
    // Twice OPS buy+cancel rounds (the throughput loop, then the CPU ratio's blocks) and the warm-up.
    count: Math.ceil((2 * OPS + WARMUP_OPS + CPU_BLOCKS) / 25) + CONCURRENCY,
  });
  const auth = (i: number) => ({
    authorization: `Bearer ${users[i % users.length]}`,
    'content-type': 'application/json',
  });
  const payload = JSON.stringify(offer);

  const selectOne = async () => {
    await sql`select 1`.execute(db);
  };
  await timed(WARMUP_OPS, CONCURRENCY, selectOne);
  const baseline = await timed(OPS, CONCURRENCY, selectOne);
  const inject: Inject = (request) => app.inject(request);
  const buyCancelOp = (i: number) =>
    buyAndCancel(inject, users[i % users.length]!, payload, () => {
      clock += 121_000;
    });
  await timed(WARMUP_OPS, CONCURRENCY, (i) => buyCancelOp(2 * OPS + CPU_BLOCKS + i));
  const profiler = PROFILE_DIR ? await startProfile() : null;
  const buyCancel = await timed(OPS, CONCURRENCY, buyCancelOp);
  if (profiler) await profiler.stop(join(PROFILE_DIR!, `${name}-buy-cancel.cpuprofile`));

  // The CPU ratio, after the loops above warmed everything up: select 1 and buy+cancel in
  // alternating blocks, so that a change in the machine's load while they run falls on both.
  const meter = await cpuMeter(db, name === 'pglite' ? 'pglite' : 'postgres');
  let baseSum: CpuSample = { self: 0, server: 0 };
  let buySum: CpuSample = { self: 0, server: 0 };
  const add = (a: CpuSample, b: CpuSample): CpuSample => ({
    self: a.self + b.self,
    server: a.server === null || b.server === null ? null : a.server + b.server,
  });
  const buyBlock = Math.ceil(OPS / CPU_BLOCKS);
  for (let block = 0; block < CPU_BLOCKS; block++) {
    const base0 = meter.sample();
    await timed(CPU_BASE_OPS / CPU_BLOCKS, CONCURRENCY, selectOne);
    baseSum = add(baseSum, meter.since(base0));
    const buy0 = meter.sample();
    await timed(buyBlock, CONCURRENCY, (i) => buyCancelOp(OPS + block * buyBlock + i));
    buySum = add(buySum, meter.since(buy0));
  }
  const baseCpu = cpuPerOp(baseSum, CPU_BASE_OPS);
  const buyCpu = cpuPerOp(buySum, buyBlock * CPU_BLOCKS);
  // The price panel (GET /api/price, signed in): this process's CPU per call. On PGlite that
  // includes the SQL itself (the database runs in this process); on PostgreSQL only ours.
  const priceUrl = `/api/price?service_id=${offer.service_id}&country_id=${offer.country_id}`;
  const priceCall = async (i: number) => {
    const r = await app.inject({ method: 'GET', url: priceUrl, headers: auth(i) });
    if (r.statusCode !== 200) throw new Error(`price: ${r.statusCode} ${r.body}`);
  };
  for (let i = 0; i < 20; i++) await priceCall(i);
  const priceProfiler = PROFILE_DIR ? await startProfile() : null;
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < OPS; i++) await priceCall(i);
  const cpu = process.cpuUsage(cpu0);
  if (priceProfiler) await priceProfiler.stop(join(PROFILE_DIR!, `${name}-price.cpuprofile`));
  const priceCpuMs = (cpu.user + cpu.system) / 1000 / OPS;
  await app.close();
  const f = (n: number) => n.toFixed(1);
  console.log(
    `${name.padEnd(10)} buy+cancel ${f(buyCancel.perSecond)} ops/s, p50 ${f(buyCancel.p50)} ms, p99 ${f(buyCancel.p99)} ms | ` +
      `baseline select 1: ${f(baseline.perSecond)} ops/s, p99 ${f(baseline.p99)} ms | ratio ops/s ${(buyCancel.perSecond / baseline.perSecond).toFixed(4)}, p99 ×${(buyCancel.p99 / Math.max(baseline.p99, 0.001)).toFixed(1)}`,
  );
  const ms = (n: number | null) => (n === null ? '?' : n.toFixed(3));
  const cpuRatio = (base: number | null, op: number | null) =>
    base === null || op === null ? 'n/a' : (base / op).toFixed(4);
  console.log(
    `${name.padEnd(10)} CPU per select 1 ${ms(baseCpu.total)} ms (this process ${ms(baseCpu.self)} + server ${ms(baseCpu.server)}, ${CPU_BASE_OPS} calls) | ` +
      `per buy+cancel ${ms(buyCpu.total)} ms (${ms(buyCpu.self)} + ${ms(buyCpu.server)}) | ` +
      `CPU ratio ${cpuRatio(baseCpu.total, buyCpu.total)} (this process alone ${cpuRatio(baseCpu.self, buyCpu.self)}; ${meter.describe})`,
  );
  console.log(
    `${name.padEnd(10)} price route CPU ${priceCpuMs.toFixed(2)} ms/call (GET /api/price, signed in, ${OPS} calls)`,
  );
}

async function main(): Promise<void> {
  console.log(
    `bench:upstream — ${OPS} buy+cancel operations after ${WARMUP_OPS} to warm up, concurrency ${CONCURRENCY}` +
      (CATALOG_TRIGGERS ? '' : ', catalog_version triggers OFF (measurement only)'),
  );
  await onEachDatabase(bench, { schemaPrefix: 'bench', width: 10 });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
