/**
 * Writes a migrated PGlite data directory to the path given as the first argument, for
 * the test suites to start from (tests/setup/global-setup.mjs). A fresh PGlite spends
 * about half of its start in initdb; loading this dump skips it and the migrations.
 */
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlitePool } from '../upstream/db/pglite-pool';
import { migrate } from '../upstream/db/database';
import type { Database } from '../upstream/db/schema';

async function main(out: string): Promise<void> {
  const lite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(lite) }) });
  await migrate(db);
  const dump = await lite.dumpDataDir('none');
  await writeFile(out, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
}

const out = process.argv[2];
if (!out) throw new Error('usage: tsx scripts/pglite-snapshot.ts <out.tar>');
main(out).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
