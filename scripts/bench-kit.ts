import { sql } from 'kysely';
import type { UpstreamConfig } from '../upstream/config';
import { issueSession } from '../upstream/accounts/tokens';
import { credit } from '../upstream/commerce/ledger';
import { openDatabase, type Db } from '../upstream/db/database';

/** Shared by the upstream benchmarks (bench-upstream.ts, bench-api.ts): one timing loop, one database walk. */

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `op` n times with `concurrency` in flight; operations per second and latency percentiles. */
export async function timed(n: number, concurrency: number, op: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const t0 = performance.now();
        await op(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: n / seconds, p50: pct(latencies, 50), p99: pct(latencies, 99) };
}

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
  const stamp = now().getTime();
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const u = await db
      .insertInto('users')
      .values({
        email: `${tag}-${name}-${i}-${stamp}@example.test`,
        name: 'bench',
        password_hash: null,
        email_verified_at: now(),
        api_key: `cp_${tag}_${name}_${i}_${stamp}`,
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .transaction()
      .execute((trx) =>
        credit(trx, { userId: u.id, amount: 10_000_000, kind: 'adjustment', ref: `${tag}:${name}:${u.id}`, at: now() }),
      );
    tokens.push((await issueSession(db, config, u.id, { device: 'bench', ip: '127.0.0.1' }, now())).token);
  }
  return tokens;
}
