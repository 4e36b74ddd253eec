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
 * the same suite also runs against that server, each file in databases of its own, copied from
 * the templates tests/setup/global-setup.mjs made, so files can run in parallel. Use with
 * `describe.each(testDatabases())`.
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
  if (url) list.push({ name: 'postgres', open: (seed) => openPostgres(url, seed) });
  return list;
}

/** The server's URL (TEST_DATABASE_URL) naming database `name` instead. */
function databaseUrl(server: string, name: string): URL {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url;
}

/** A URL of the PostgreSQL database `db` is connected to, for another pool on it. */
export async function postgresUrlOf(db: Db): Promise<URL> {
  const name = (await sql<{ d: string }>`select current_database() as d`.execute(db)).rows[0]!.d;
  return databaseUrl(process.env.TEST_DATABASE_URL!, name);
}

/**
 * The same database as a second process sees it: its own pool on the same database (PostgreSQL),
 * or the same instance (PGlite has one connection).
 */
export async function secondProcessDb(database: TestDatabase, db: Db): Promise<Db> {
  if (database.name === 'pglite') return db;
  return openDatabase({ url: (await postgresUrlOf(db)).toString() });
}

/**
 * A PGlite database with no migration applied, for suites that migrate step by step: from the
 * dump tests/setup/global-setup.mjs made (initdb alone took 4-5 s of CPU).
 */
export async function openUnmigratedPglite(): Promise<Db> {
  const file = process.env.PGLITE_EMPTY_SNAPSHOT;
  return openDatabase(file ? { snapshot: new Blob([await readFile(file)]) } : {});
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

/** A copy of a template database (tests/setup/global-setup.mjs), dropped when it is closed. */
async function openPostgres(url: string, seed: TestSeed = {}): Promise<Db> {
  const template = seed.commerce ? process.env.POSTGRES_COMMERCE_TEMPLATE : process.env.POSTGRES_TEMPLATE;
  if (!template) throw new Error('no template database: tests/setup/global-setup.mjs makes them, run through jest');
  const name = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openDatabase({ url });
  // FILE_COPY copies the template's files: about 45 ms, where WAL_LOG (the default) logs every page.
  await sql`create database ${sql.id(name)} template ${sql.id(template)} strategy file_copy`.execute(admin);
  const db = await openDatabase({ url: databaseUrl(url, name).toString() });
  const destroy = db.destroy.bind(db);
  // Dropping on close keeps the CI server clean between runs; FORCE ends a second pool left open.
  db.destroy = async () => {
    await destroy();
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin).catch(() => undefined);
    await admin.destroy();
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
  published: { userId: number; event: string; payload: unknown; epoch?: number }[];
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
      (async (userId, event, payload, to) => {
        published.push({ userId, event, payload, epoch: to?.epoch });
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
