import { sql } from 'kysely';
import type { UpstreamConfig } from '../upstream/config';
import { issueSession } from '../upstream/accounts/tokens';
import { credit } from '../upstream/commerce/ledger';
import { openDatabase, type Db } from '../upstream/db/database';
import { postmasterOf, serverCpuMs } from './bench-cpu';
import { seedBuyers } from './bench-purchase';

/** Shared by the upstream benchmarks (bench-upstream.ts, bench-api.ts, …): one database walk, the bench buyers, the CPU meter. */

/**
 * Runs `bench` on embedded PGlite, then on PostgreSQL in a throwaway schema when
 * TEST_DATABASE_URL or DATABASE_URL names one. `width` aligns the skip lines with the bench's own.
 */
export async function onEachDatabase(
  bench: (name: string, db: Db) => Promise<void>,
  { schemaPrefix, width }: { schemaPrefix: string; width: number },
): Promise<void> {
  const lite = await openDatabase();
  await bench('pglite', lite);
  await lite.destroy();

  const label = 'postgres'.padEnd(width);
  const url = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find((u) => u && /^postgres(ql)?:\/\//.test(u));
  if (!url) {
    console.log(`${label} skipped (set TEST_DATABASE_URL or DATABASE_URL; \`bash scripts/ci-postgres.sh\` starts one)`);
    return;
  }
  const schema = `${schemaPrefix}_${Date.now().toString(36)}`;
  const admin = await openDatabase({ url });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(admin);
  } catch (err) {
    console.log(`${label} unreachable (${err instanceof Error ? err.message : String(err)})`);
    await admin.destroy();
    return;
  }
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  const pg = await openDatabase({ url: u.toString() });
  try {
    await bench('postgres', pg);
  } finally {
    await pg.destroy();
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
    await admin.destroy();
  }
}

/**
 * `count` buyers with a large balance (a ledger credit) and a session each; their session
 * tokens. The antifraud pause (30 cancellations a day) never hits a bench spread over many.
 * `tag` keeps each bench's emails, API keys and ledger refs apart.
 */
export async function seedBenchBuyers(
  db: Db,
  {
    config,
    now,
    tag,
    name,
    count,
  }: { config: UpstreamConfig; now: () => Date; tag: string; name: string; count: number },
): Promise<string[]> {
  return seedBuyers(db, { issueSession, credit }, { config, now, tag, name, count });
}

/**
 * CPU spent on the work, in ms: this process (the upstream; on PGlite the database too, it runs
 * in this process) plus, on PostgreSQL, every process of the server's (its backends and helpers:
 * the children of its postmaster), read from /proc when the server runs on this machine. CPU,
 * unlike wall time, hardly moves with what else the machine runs, so a ratio of two CPU figures
 * taken in the same process and minutes is the yardstick that holds on a shared, busy machine.
 */
export interface CpuSample {
  /** This process: user + system, all threads (GC, libuv pool), ms. */
  self: number;
  /** The PostgreSQL server's processes, ms; 0 on PGlite; null when they cannot be read (remote). */
  server: number | null;
}

export interface CpuMeter {
  sample(): CpuSample;
  /** What the work between `from` and now cost. */
  since(from: CpuSample): CpuSample;
  /** Where the server's CPU comes from, for the bench's header line. */
  describe: string;
}

export async function cpuMeter(db: Db, dialect: 'pglite' | 'postgres'): Promise<CpuMeter> {
  const self = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  let server: () => number | null = () => (dialect === 'pglite' ? 0 : null);
  let describe = dialect === 'pglite' ? 'PGlite runs in this process' : 'server CPU not readable';
  if (dialect === 'postgres') {
    const backend = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;
    const postmaster = postmasterOf(backend);
    if (postmaster) {
      server = () => serverCpuMs(postmaster);
      describe = `server: the processes under postmaster ${postmaster}`;
    }
  }
  const sample = (): CpuSample => ({ self: self(), server: server() });
  return {
    sample,
    since(from) {
      const now = sample();
      return {
        self: now.self - from.self,
        server: now.server === null || from.server === null ? null : now.server - from.server,
      };
    },
    describe,
  };
}

/** ms of CPU per operation, this process plus the server (when readable). */
export function cpuPerOp(cpu: CpuSample, n: number): { self: number; server: number | null; total: number | null } {
  const self = cpu.self / n;
  const server = cpu.server === null ? null : cpu.server / n;
  return { self, server, total: server === null ? null : self + server };
}
