import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../upstream/config';
import { migrate, type Db } from '../upstream/db/database';
import { PGlitePool } from '../upstream/db/pglite-pool';
import { prepareStatements } from '../upstream/db/prepared-statements';
import type { Database } from '../upstream/db/schema';
import { seedCommerce } from '../upstream/db/seed/commerce';
import { buildApp } from '../upstream/server/app';
import { createContext } from '../upstream/server/context';
import { cpuMeter, seedBenchBuyers } from './bench-kit';
import { benchOffer, buyAndCancel, type Inject } from './bench-purchase';
import { timed } from './bench-timed';

/**
 * `npx tsx scripts/bench-purchase-breakdown.ts` (issue 19): where one buy + cancel through the
 * HTTP stack spends its time, statement by statement (BEGIN and COMMIT included), alone
 * (concurrency 1) and at the bench's concurrency 8, on PGlite and — with TEST_DATABASE_URL —
 * PostgreSQL. Per statement: how often a buy+cancel sends it and its mean wall time from the
 * driver call to the answer. On PGlite the one connection is handed out per transaction
 * (PGlitePool), so the wait for it is printed apart ("pool wait"). On PostgreSQL a statement's
 * time at concurrency 8 minus its time alone is what it waited for (row locks, the server's CPU,
 * this process's event loop). Also this process's CPU per buy+cancel. A measurement, not a test.
 */
const OPS = Number(process.env.BENCH_OPS ?? 200);
const ROUNDS = (process.env.BREAKDOWN_ROUNDS ?? '1,8').split(',').map(Number);

interface Stat {
  n: number;
  ms: number;
}

/** Statement label: its first words, whitespace squeezed, literals are parameters already. */
function label(text: string): string {
  const s = text.replace(/\s+/g, ' ').trim();
  return s.length > 90 ? `${s.slice(0, 87)}…` : s;
}

class Recorder {
  stats = new Map<string, Stat>();
  /** One buy+cancel's statements with their parameters, for EXPLAIN (BREAKDOWN_EXPLAIN=1). */
  capture: { text: string; params?: unknown[] }[] | null = null;
  poolWait: Stat = { n: 0, ms: 0 };
  on = false;
  record(text: string, ms: number, params?: unknown[]) {
    this.capture?.push({ text, params });
    if (!this.on) return;
    const key = label(text);
    const s = this.stats.get(key) ?? { n: 0, ms: 0 };
    s.n++;
    s.ms += ms;
    this.stats.set(key, s);
  }
  reset() {
    this.stats.clear();
    this.poolWait = { n: 0, ms: 0 };
  }
}

async function openLite(rec: Recorder): Promise<Db> {
  const lite = await PGlite.create();
  const query = lite.query.bind(lite);
  lite.query = (async (text: string, params?: unknown[]) => {
    const t0 = performance.now();
    try {
      return await query(text, params);
    } finally {
      rec.record(text, performance.now() - t0, params);
    }
  }) as typeof lite.query;
  const pool = new PGlitePool(lite);
  const connect = pool.connect.bind(pool);
  pool.connect = async () => {
    const t0 = performance.now();
    const client = await connect();
    if (rec.on) {
      rec.poolWait.n++;
      rec.poolWait.ms += performance.now() - t0;
    }
    return client;
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

async function openPg(url: string, rec: Recorder): Promise<{ db: Db; drop(): Promise<void> }> {
  const schema = `breakdown_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  const pool = new pg.Pool({ connectionString: u.toString(), max: 10 });
  pool.on('connect', (client) => {
    // As openDatabase does; BREAKDOWN_PREPARED=off measures unnamed statements.
    if (process.env.BREAKDOWN_PREPARED !== 'off') prepareStatements(client);
    const query = client.query.bind(client) as (text: string, params?: unknown[]) => Promise<unknown>;
    (client as unknown as { query: unknown }).query = async (text: string, params?: unknown[]) => {
      const t0 = performance.now();
      try {
        return await query(text, params);
      } finally {
        rec.record(text, performance.now() - t0, params);
      }
    };
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    drop: async () => {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

async function breakdown(name: string, db: Db, rec: Recorder) {
  await migrate(db);
  let clock = Date.now();
  const now = () => new Date(clock);
  await seedCommerce(db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { inMemory: true });
  const ctx = createContext({ db, config, log: pino({ level: 'silent' }), now });
  const app = await buildApp(ctx);
  await app.ready();
  const payload = JSON.stringify(await benchOffer(db));
  // As bench:upstream: many users, so the antifraud pause (30 cancellations a day) never hits.
  const users = await seedBenchBuyers(db, {
    config,
    now,
    tag: 'bd',
    name,
    count: Math.ceil((OPS * ROUNDS.length + 40) / 25) + 8,
  });
  let turn = 0;
  const inject: Inject = (request) => app.inject(request);
  const op = () =>
    buyAndCancel(inject, users[turn++ % users.length]!, payload, () => {
      clock += 121_000;
    });
  await timed(40, 8, op); // warm-up: JIT, plans, pool connections
  const meter = await cpuMeter(db, name === 'pglite' ? 'pglite' : 'postgres');
  for (const concurrency of ROUNDS) {
    const base = await timed(OPS, concurrency, async () => {
      await sql`select 1`.execute(db);
    });
    rec.reset();
    rec.on = true;
    const cpu0 = meter.sample();
    const r = await timed(OPS, concurrency, op);
    const cpu = meter.since(cpu0);
    rec.on = false;
    const cpuMs = cpu.self / OPS;
    const serverMs = cpu.server === null ? null : cpu.server / OPS;
    const rows = [...rec.stats.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const sqlMs = rows.reduce((t, [, s]) => t + s.ms, 0) / OPS;
    const stmts = rows.reduce((t, [, s]) => t + s.n, 0) / OPS;
    console.log(
      `\n${name} concurrency ${concurrency}: buy+cancel ${r.perSecond.toFixed(1)}/s, p50 ${r.p50.toFixed(2)} ms; ` +
        `select 1 ${base.perSecond.toFixed(0)}/s → ratio ${(r.perSecond / base.perSecond).toFixed(4)}; ` +
        `CPU of this process ${cpuMs.toFixed(2)} ms per buy+cancel` +
        (serverMs ? ` (+ server ${serverMs.toFixed(2)} ms)` : '') +
        `; ${stmts.toFixed(1)} statements, ` +
        `their wall time ${sqlMs.toFixed(2)} ms per buy+cancel` +
        (rec.poolWait.n ? `; pool wait ${(rec.poolWait.ms / OPS).toFixed(2)} ms` : ''),
    );
    console.log(`  per op  mean ms  ms/op  statement`);
    for (const [text, s] of rows) {
      console.log(
        `  ${(s.n / OPS).toFixed(2).padStart(6)} ${(s.ms / s.n).toFixed(3).padStart(8)} ${(s.ms / OPS).toFixed(3).padStart(6)}  ${text}`,
      );
    }
  }
  if (process.env.BREAKDOWN_EXPLAIN === '1') await explainOne(db, rec, op);
  await app.close();
}

/**
 * Runs one buy+cancel capturing its statements, then EXPLAIN (ANALYZE, BUFFERS) of each in a
 * transaction rolled back (data-modifying ones run again there, against the state after the op,
 * so their row counts may differ; planning time and plan shape are what this is for).
 */
async function explainOne(db: Db, rec: Recorder, op: () => Promise<void>) {
  rec.capture = [];
  await op();
  const captured = rec.capture;
  rec.capture = null;
  for (const { text, params } of captured) {
    if (/^(begin|commit|rollback)/i.test(text.trim())) continue;
    let inline = text;
    // Parameters inlined as literals (EXPLAIN of a parameterised statement needs a prepare).
    inline = inline.replace(/\$(\d+)/g, (_m, i: string) => {
      const v = params?.[Number(i) - 1];
      if (v === null || v === undefined) return 'null';
      if (typeof v === 'number') return String(v);
      if (v instanceof Date) return `'${v.toISOString()}'::timestamptz`;
      return `'${String(v).replace(/'/g, "''")}'`;
    });
    try {
      await db.transaction().execute(async (trx) => {
        const plan = await sql
          .raw<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, summary) ${inline}`)
          .execute(trx);
        console.log(`\n--- ${label(text)}`);
        for (const r of plan.rows) console.log(`    ${r['QUERY PLAN']}`);
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) console.log(`\n--- ${label(text)}: ${(error as Error).message}`);
    }
  }
}

class Rollback extends Error {}

async function main(): Promise<void> {
  const rec = new Recorder();
  if (process.env.BREAKDOWN_PGLITE !== 'off') {
    const lite = await openLite(rec);
    await breakdown('pglite', lite, rec);
    await lite.destroy();
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const { db, drop } = await openPg(url, rec);
  try {
    await breakdown('postgres', db, rec);
  } finally {
    await drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
