import { sql } from 'kysely';
import { migrate, type Db } from './database';
import { seedIfEmpty } from './seed';
import type { SeedOptions } from './seed/core';
import { demoUser, hasDemoAccounts } from './seed/demo-users';

/**
 * Key of the session advisory lock every upstream process holds while it migrates and seeds
 * ("codeport" as a number; any constant no other lock in the database uses).
 */
const STARTUP_LOCK = 1_668_244_581;

export interface PreparedDatabase {
  applied: string[];
  seeded: boolean;
}

/**
 * Migrates and seeds, one process at a time, and refuses a database that holds the demo
 * accounts when they are off (production). Several upstream processes starting together on
 * one empty PostgreSQL would each find no users and each run the commerce seed (duplicate
 * catalogue, demo accounts credited twice). Kysely's migrator already locks itself; the seed's
 * check-then-insert does not, so the whole step runs on one connection that holds a session
 * advisory lock: the second process waits, then finds the database seeded. On PGlite the pool
 * hands its one connection out exclusively, which serialises the same way.
 */
export async function prepareDatabase(db: Db, options: SeedOptions): Promise<PreparedDatabase> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(conn);
    try {
      const applied = await migrate(conn);
      const seeded = await seedIfEmpty(conn, options);
      // A database seeded by a development run and then served in production would keep the
      // README's demo password on an account holding money nobody paid.
      if (!options.demoAccounts && (await hasDemoAccounts(conn)))
        throw new Error(
          `Refusing to start: the database holds the demo accounts (${demoUser.email}), and DEMO_ACCOUNTS is off. ` +
            'Start on a fresh database, or delete those accounts first.',
        );
      return { applied, seeded };
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(conn);
    }
  });
}
