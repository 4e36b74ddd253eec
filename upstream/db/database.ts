import { Kysely, PostgresDialect } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGlitePool } from './pglite-pool';
import { prepareStatements } from './prepared-statements';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite is used. */
  url?: string;
  /** PGlite data directory; omitted means an in-memory database (tests). */
  dataDir?: string;
  /**
   * A PGlite data directory dumped with `dumpDataDir` to start from instead of running
   * initdb. Tests start every file from one migrated dump: initdb is half of PGlite's start.
   */
  snapshot?: Blob;
  /** Told when the PostgreSQL server drops a pooled connection (a restart, a failover). */
  onConnectionLost?: (error: Error) => void;
}

// pg returns int8 (bigint, count(*)) as strings; money here is int8 minor units that
// stay far below 2^53, so parse them as numbers to get one type on both drivers.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // A server restart cuts every pooled connection, and pg reports that as an 'error' event,
    // which ends the process when nobody listens: an idle one on the pool (which discards the
    // connection), one in use on its client (whose query, if any, fails and becomes that
    // request's error). Either way the next query connects anew.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      prepareStatements(client);
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const lite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  // PGlite parses int8 as number already when it fits.
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(lite) }) });
}

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Applies every versioned migration not yet applied; throws on the first failure. */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
