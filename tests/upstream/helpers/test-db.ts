import { loadConfig, type UpstreamConfig } from '../../../upstream/config';
import { migrate, openDatabase, type Db } from '../../../upstream/db/database';
import { seedCommerce } from '../../../upstream/db/seed/commerce';
import { buildApp, type BuildAppOptions } from '../../../upstream/server/app';
import { createContext, type ContextParts, type UpstreamContext } from '../../../upstream/server/context';
import { readFile } from 'node:fs/promises';
import pino from 'pino';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/**
 * Test databases. Always PGlite in memory; when TEST_DATABASE_URL (postgres://…) is set,
 * the same suite also runs against that server, each file in its own fresh schema so
 * files can run in parallel. Use with `describe.each(testDatabases())`.
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A migrated database; with `commerce`, also holding the commerce catalogue (seedCommerce). */
  open(seed?: TestSeed): Promise<Db>;
}

export interface TestSeed {
  commerce?: boolean;
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: openPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: (seed) => openPostgresSchema(url, seed) });
  return list;
}

/**
 * The same database as a second process sees it: its own pool on the same schema (PostgreSQL),
 * or the same instance (PGlite has one connection).
 */
export async function secondProcessDb(database: TestDatabase, db: Db): Promise<Db> {
  if (database.name === 'pglite') return db;
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return openDatabase({ url: url.toString() });
}

/** From the dumps tests/setup/global-setup.mjs made, when there are some. */
async function openPglite(seed: TestSeed = {}): Promise<Db> {
  const file = seed.commerce ? process.env.PGLITE_COMMERCE_SNAPSHOT : process.env.PGLITE_SNAPSHOT;
  if (file) return openDatabase({ snapshot: new Blob([await readFile(file)]) });
  const db = await openDatabase();
  await migrate(db);
  if (seed.commerce) await seedCommerce(db);
  return db;
}

/**
 * Kysely's Migrator looks for its table by listing every table of the database, calling
 * pg_get_serial_sequence on each name. When another jest worker dropped its schema in between,
 * that call failed with "relation t_….ledger_entries does not exist" (seen once in a full run).
 * One advisory lock, held while a schema is migrated and while one is dropped, keeps the two apart.
 */
const SCHEMA_DDL_LOCK = 190_020;

/**
 * Runs `work` holding the lock on one of `db`'s own connections (the work uses the others).
 * A test that migrates a schema itself (prepareDatabase) on PostgreSQL runs it under this lock.
 */
export async function underSchemaLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SCHEMA_DDL_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_DDL_LOCK})`.execute(connection);
    }
  });
}

async function openPostgresSchema(url: string, seed: TestSeed = {}): Promise<Db> {
  const schema = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openDatabase({ url });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  await admin.destroy();
  const u = new URL(url);
  // libpq's `options` sets search_path for every pooled connection.
  u.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDatabase({ url: u.toString() });
  // Migrated here, naming the schema: files run in parallel, each in its own schema.
  await underSchemaLock(db, () => migrate(db, { schema }));
  if (seed.commerce) await seedCommerce(db);
  const destroy = db.destroy.bind(db);
  // Dropping on close keeps the CI server clean between runs.
  db.destroy = async () => {
    await underSchemaLock(db, () => sql`drop schema ${sql.id(schema)} cascade`.execute(db)).catch(() => undefined);
    await destroy();
  };
  return db;
}

/** Config for tests: no disk, cheap argon2, silent logs. */
export function testConfig(env: Record<string, string> = {}): UpstreamConfig {
  return loadConfig(
    { NODE_ENV: 'test', ARGON2_MEMORY_KIB: '64', ARGON2_ITERATIONS: '1', LOG_LEVEL: 'silent', ...env },
    { inMemory: true },
  );
}

export interface TestApp {
  db: Db;
  ctx: UpstreamContext;
  app: FastifyInstance;
  /** Events published during the test, in order. */
  published: { userId: number; event: string; payload: unknown }[];
  close(): Promise<void>;
}

/** Opens and migrates a database, builds the app around it; call once per file (beforeAll). */
export async function createTestApp(
  database: TestDatabase,
  parts: Partial<Omit<ContextParts, 'db'>> = {},
  options: BuildAppOptions = {},
  seed: TestSeed = {},
): Promise<TestApp> {
  const db = await database.open(seed);
  const published: TestApp['published'] = [];
  const ctx = createContext({
    db,
    config: parts.config ?? testConfig(),
    log: parts.log ?? pino({ level: 'silent' }),
    now: parts.now,
    publish:
      parts.publish ??
      (async (userId, event, payload) => {
        published.push({ userId, event, payload });
      }),
  });
  const app = await buildApp(ctx, options);
  await app.ready();
  return {
    db,
    ctx,
    app,
    published,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
