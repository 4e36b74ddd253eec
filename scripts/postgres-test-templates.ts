/**
 * Makes the two template databases the upstream suites copy on PostgreSQL
 * (tests/setup/global-setup.mjs, tests/upstream/helpers/test-db.ts): `<migrated>`, migrated, and
 * `<commerce>`, migrated and holding the commerce catalogue (seedCommerce). A suite's database is
 * then a file copy of one of them, about 45 ms, where creating a schema, migrating and seeding it
 * took about 550 ms of the server's and the file's time (four of each, measured one after another).
 */
import { sql } from 'kysely';
import { migrate, openDatabase } from '../upstream/db/database';
import { seedCommerce } from '../upstream/db/seed/commerce';

async function main(url: string, migrated: string, commerce: string): Promise<void> {
  const admin = await openDatabase({ url });
  try {
    for (const [name, seed] of [
      [migrated, false],
      [commerce, true],
    ] as const) {
      const exists = await sql`select 1 from pg_database where datname = ${name}`.execute(admin);
      if (exists.rows.length > 0) continue;
      // Built under another name and renamed when whole: a run stopped half-way leaves no template
      // that looks ready.
      const building = `${name}_${process.pid}`;
      await sql`create database ${sql.id(building)}`.execute(admin);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const db = await openDatabase({ url: target.toString() });
      try {
        await migrate(db);
        if (seed) await seedCommerce(db);
      } finally {
        // A template can only be copied while nobody is connected to it.
        await db.destroy();
      }
      await sql`alter database ${sql.id(building)} rename to ${sql.id(name)}`.execute(admin);
    }
  } finally {
    await admin.destroy();
  }
}

const [url, migrated, commerce] = process.argv.slice(2);
if (!url || !migrated || !commerce)
  throw new Error('usage: tsx scripts/postgres-test-templates.ts <postgres-url> <migrated-db> <commerce-db>');
main(url, migrated, commerce).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
