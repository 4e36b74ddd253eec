import { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Presents one PGlite instance as a `pg`-style pool to Kysely's PostgresDialect.
 *
 * PGlite is a single connection. Kysely runs a transaction as BEGIN/…/COMMIT on the
 * client it got from `connect()`, so two transactions must never share it at once:
 * `connect()` hands the connection out exclusively and queues everyone else until
 * `release()`. That serialises work the way one Postgres backend would.
 */
export class PGlitePool implements PostgresPool {
  readonly options = {};
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly db: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    const db = this.db;
    let released = false;
    return {
      async query<R>(sql: string | object, parameters?: ReadonlyArray<unknown>) {
        if (typeof sql !== 'string') throw new Error('PGlite pool: cursors are not supported');
        const result = await db.query<R>(sql, parameters as unknown[] | undefined);
        const command = (sql.trimStart().split(/\s+/, 1)[0] ?? 'SELECT').toUpperCase();
        return {
          command: command as PostgresQueryResult<R>['command'],
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        } as PostgresQueryResult<R>;
      },
      release() {
        if (released) return;
        released = true;
        release();
      },
    } as PostgresPoolClient;
  }

  async end(): Promise<void> {
    await this.queue;
    await this.db.close();
  }
}
