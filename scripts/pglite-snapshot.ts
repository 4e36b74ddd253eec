/**
 * Writes three PGlite data directories for the test suites to start from
 * (tests/setup/global-setup.mjs): `<empty.tar>`, for the suites that migrate step by step,
 * `<migrated.tar>`, migrated, and `<commerce.tar>`, migrated and holding the commerce catalogue
 * (seedCommerce). A fresh PGlite spends about half of its start in initdb, and a commerce suite
 * then about a second of CPU seeding; loading a dump skips both.
 */
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGlitePool } from '../upstream/db/pglite-pool';
import { migrate } from '../upstream/db/database';
import { seedCommerce } from '../upstream/db/seed/commerce';
import type { Database } from '../upstream/db/schema';

async function main(emptyOut: string, migratedOut: string, commerceOut: string): Promise<void> {
  const lite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(lite) }) });
  // Every suite loads a dump, about a hundred times a run, and unpacking it is most of a
  // PGlite start. initdb's template databases were 15 of its 43 MB; PGlite only ever opens
  // `postgres` and no test creates a database, so they go.
  for (const template of ['template1', 'template0']) {
    await sql`alter database ${sql.id(template)} is_template false`.execute(db);
    await sql`drop database ${sql.id(template)}`.execute(db);
  }
  // initdb's 128 MB of shared buffers are set up at every start, in wasm: a load of the commerce
  // dump took 1.35-1.65 s of CPU with them and 0.58-0.65 s with 16 MB (three loads each, one
  // process). A suite's data is a few hundred kB, so 2048 pages never evict; the setting travels
  // in the dump (postgresql.auto.conf).
  await sql`alter system set shared_buffers = '16MB'`.execute(db);
  await writeFile(emptyOut, await dump(lite, db));
  await migrate(db);
  await writeFile(migratedOut, await dump(lite, db));
  await seedCommerce(db);
  await writeFile(commerceOut, await dump(lite, db));
  await db.destroy();
}

/** A page of WAL, PostgreSQL's default block size. */
const WAL_PAGE = 8192;

/**
 * The data directory as a tar, its WAL cut to what a start reads. The migrations and the seed
 * fill 12 of the 16 MB WAL segment, and every load copies the whole segment into PGlite's memory
 * file system: 16 of the dump's 29 MB. A switch to a new segment and a checkpoint leave nothing to
 * replay; without recycling the old segment is deleted, and the new one holds the checkpoint
 * record in its first page and zeros after it. Those zeros are cut: PostgreSQL reads only up to
 * its checkpoint at a start, and writing past the end of a file extends it. A load then took
 * 0.44 s of CPU instead of 0.71 s (eight loads of each, measured one after another).
 */
async function dump(lite: PGlite, db: Kysely<Database>): Promise<Buffer> {
  await sql`set wal_recycle = off`.execute(db);
  await sql`select pg_switch_wal()`.execute(db);
  await sql`checkpoint`.execute(db);
  const { FS, ENV } = lite.Module;
  const dir = `${ENV.PGDATA}/pg_wal`;
  for (const name of (FS.readdir(dir) as string[]).filter((n) => /^[0-9A-F]{24}$/.test(n))) {
    const bytes = FS.readFile(`${dir}/${name}`) as Uint8Array;
    let end = bytes.length;
    while (end > 0 && bytes.subarray(end - WAL_PAGE, end).every((b) => b === 0)) end -= WAL_PAGE;
    FS.truncate(`${dir}/${name}`, end);
  }
  return Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer());
}

const [emptyOut, migratedOut, commerceOut] = process.argv.slice(2);
if (!emptyOut || !migratedOut || !commerceOut)
  throw new Error('usage: tsx scripts/pglite-snapshot.ts <empty.tar> <migrated.tar> <commerce.tar>');
main(emptyOut, migratedOut, commerceOut).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
