import { PGlite, parse, protocol } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pgUtils from 'pg/lib/utils.js';
import { StatementNames } from './prepared-statements';

const { serialize } = protocol;

/**
 * One statement with its parameters, as a single round into PGlite: Parse, Bind, Describe,
 * Execute and Sync in one message batch, the way `pg` talks to a PostgreSQL server.
 *
 * Why not `PGlite.query`: it sends the same five messages one call at a time, plus a Describe of
 * the statement first to learn its parameters' types, each call a pass into the WebAssembly
 * module and through the protocol parser: 92 against 61 µs of CPU for `select 1`, 150 against 97
 * for a keyed row with one parameter (issue 19, 3000 calls × 5 in turn). The parameters are sent
 * as text with their types left to the server, serialised by `pg`'s own `prepareValue`, so a
 * value goes to PGlite exactly as it goes to PostgreSQL through `pg` in the other database mode
 * (Buffers as binary). Rows are read with PGlite's own result parser and type parsers, as
 * `query` does; an error carries the statement and parameters, as `query`'s does; and the data
 * directory is synced after the statement, as `query` does outside its own transactions.
 *
 * A parameterised statement is prepared under a name the first time its text is seen and only
 * bound after that, as `pg` does in the other mode (prepared-statements.ts): the WebAssembly
 * engine parsed and planned the text on every call, about half of a short statement's CPU
 * (a keyed row: 98–136 against 51–65 µs, 3000 calls × 5 in turn).
 */
async function runStatement<R>(
  db: PGlite,
  names: StatementNames,
  text: string,
  parameters: readonly unknown[] = [],
): Promise<{ rows: R[]; affectedRows: number | undefined }> {
  const values = parameters.map((value) => pgUtils.prepareValue(value) as string | Uint8Array | null);
  return db.runExclusive(async () => {
    // Decided under the lock: a statement queued behind the one preparing its text binds to it
    // only once that one has run (or been forgotten after failing).
    const named = parameters.length > 0 ? names.nameOf(text) : undefined;
    const statement = named?.name ?? '';
    const batch = Buffer.concat([
      ...(named && !named.isNew ? [] : [serialize.parse({ name: statement, text })]),
      serialize.bind({ statement, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    let messages;
    try {
      messages = await db.execProtocolStream(batch, { syncToFs: true });
    } catch (error) {
      if (named?.isNew) await forgetStatement(db, names, text, statement);
      if (error instanceof protocol.messages.DatabaseError)
        Object.assign(error, { query: text, params: parameters, queryOptions: undefined });
      throw error;
    }
    const [result] = parse.parseResults(messages, db.parsers);
    return { rows: (result?.rows ?? []) as R[], affectedRows: result?.affectedRows };
  });
}

/**
 * After the first run of a text failed, whether its Parse did or not: the server drops the
 * statement if it holds it (closing an unknown name is no error), and the text is named anew
 * next time, so no later call binds to a statement that was never made.
 */
async function forgetStatement(db: PGlite, names: StatementNames, text: string, name: string): Promise<void> {
  names.forget(text);
  try {
    await db.execProtocolStream(Buffer.concat([serialize.close({ type: 'S', name }), serialize.sync()]));
  } catch {
    // The name is never given again, so a statement left behind is only unused memory.
  }
}

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
  /** PGlite is one connection: its prepared statements, like its data, belong to the instance. */
  private readonly names = new StatementNames();

  constructor(readonly db: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    const { db, names } = this;
    let released = false;
    return {
      async query<R>(sql: string | object, parameters?: ReadonlyArray<unknown>) {
        if (typeof sql !== 'string') throw new Error('PGlite pool: cursors are not supported');
        const result = await runStatement<R>(db, names, sql, parameters);
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
