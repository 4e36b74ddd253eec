/**
 * Writes two PGlite data directories for the test suites to start from
 * (tests/setup/global-setup.mjs): `<migrated.tar>`, migrated, and `<commerce.tar>`, migrated and
 * holding the commerce catalogue (seedCommerce). A fresh PGlite spends about half of its start
 * in initdb, and a commerce suite then about a second of CPU seeding; loading a dump skips both.
 */
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGlitePool } from '../upstream/db/pglite-pool';
import { migrate } from '../upstream/db/database';
import { seedCommerce } from '../upstream/db/seed/commerce';
import type { Database } from '../upstream/db/schema';

async function main(migratedOut: string, commerceOut: string): Promise<void> {
  const lite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(lite) }) });
  // Every suite loads a dump, about a hundred times a run, and unpacking it is most of a
  // PGlite start. initdb's template databases were 15 of its 43 MB; PGlite only ever opens
  // `postgres` and no test creates a database, so they go.
  for (const template of ['template1', 'template0']) {
    await sql`alter database ${sql.id(template)} is_template false`.execute(db);
    await sql`drop database ${sql.id(template)}`.execute(db);
  }
  await migrate(db);
  await writeFile(migratedOut, Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer()));
  await seedCommerce(db);
  await writeFile(commerceOut, Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer()));
  await db.destroy();
}

const [migratedOut, commerceOut] = process.argv.slice(2);
if (!migratedOut || !commerceOut)
  throw new Error('usage: tsx scripts/pglite-snapshot.ts <migrated.tar> <commerce.tar>');
main(migratedOut, commerceOut).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
