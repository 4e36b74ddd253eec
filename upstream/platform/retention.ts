import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { UpstreamContext } from '../server/context';
import { retentionRules, type RetentionRule } from './retention-rules';

/**
 * The retention job: deletes operational rows past their keeping (retention-rules.ts) so those
 * tables stop growing with the years. It runs rarely (nothing here is urgent) and in bounded
 * batches: one short delete of at most RETENTION_BATCH rows per transaction, so it never holds
 * many row locks or one long transaction, and a backlog (the first run on an old database) is
 * worked off over several passes.
 *
 * Every upstream process runs it. Each batch takes a transaction-level advisory lock of its
 * table first; a process that finds it taken skips that table for this pass, as another process
 * is pruning it. The deletes are idempotent anyway: the lock only saves the duplicate work.
 */
export const RETENTION_INTERVAL_MS = 10 * 60_000;
/** The first pass, a while after start: not in the way of a process that is warming up. */
const FIRST_PASS_MS = 60_000;
export const RETENTION_BATCH = 5_000;
/** Batches of one table in one pass: 500,000 rows, then the next table, and the rest next pass. */
const MAX_BATCHES = 100;
/** Class of the advisory locks (two-int4 keys, a space apart from startup.ts's bigint key); the table's index is the other. */
const RETENTION_LOCK = 1_919_251_316;

export interface RetentionOptions {
  batch?: number;
  /** Checked between batches: a shutdown waits for one batch, never for a whole pass. */
  stopped?: () => boolean;
}

/** Deletes one batch; null when another process holds the table's lock. */
async function pruneBatch(db: Db, rule: RetentionRule, key: number, now: Date, batch: number) {
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${RETENTION_LOCK}, ${key}) as ok`.execute(
      trx,
    );
    if (!lock.rows[0]?.ok) return null;
    const table = sql.table(rule.table);
    // By ctid: every table has one, whatever its key (two of them have no id).
    const deleted = await sql`delete from ${table} where ctid in (
      select t.ctid from ${table} t where ${rule.expired(now)} limit ${batch})`.execute(trx);
    return Number(deleted.numAffectedRows ?? 0n);
  });
}

/** One pass over every rule; returns the rows deleted per table (tables with none left out). */
export async function runRetention(
  ctx: Pick<UpstreamContext, 'db' | 'now'>,
  options: RetentionOptions = {},
): Promise<Record<string, number>> {
  const batch = options.batch ?? RETENTION_BATCH;
  const now = ctx.now();
  const pruned: Record<string, number> = {};
  for (const [key, rule] of retentionRules.entries()) {
    for (let n = 0; n < MAX_BATCHES && !options.stopped?.(); n += 1) {
      const deleted = await pruneBatch(ctx.db, rule, key, now, batch);
      if (deleted === null) break;
      if (deleted > 0) pruned[rule.table] = (pruned[rule.table] ?? 0) + deleted;
      if (deleted < batch) break;
    }
  }
  return pruned;
}

/** Starts the job (never two passes at once in a process); returns a stop function for shutdown. */
export function startRetention(
  ctx: UpstreamContext,
  intervalMs = RETENTION_INTERVAL_MS,
  firstPassMs = FIRST_PASS_MS,
): () => Promise<void> {
  const log = ctx.log.child({ worker: 'retention' });
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    running = runRetention(ctx, { stopped: () => stopped })
      .then((pruned) => {
        if (Object.keys(pruned).length > 0) log.info({ pruned }, 'retention: old rows deleted');
      })
      .catch((err: unknown) => log.error({ err }, 'retention failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(pass, firstPassMs);
  const timer = setInterval(pass, intervalMs);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
