import { sql, type Kysely } from 'kysely';

// The price panels' cache (issue 19, upstream/commerce/price-cache.ts) needs to know, in the
// same statement that quotes a price, whether anything its answer depends on changed since it
// was cached: live stock (holds, enabled numbers), list prices and operator names. Triggers
// count every committed change of those tables in one row, catalog_version.version, so no code
// path (a buy, a cancel, the sweeper, a seed, an admin edit, a cascade) can forget to.
//
// - The bump is a deferred constraint trigger: it runs at COMMIT, in the committing
//   transaction, so the new version becomes visible in exactly the snapshot where the change
//   does. A reader that sees version N in a statement sees the tables as of N, and every later
//   change commits with N + 1 or more. (A sequence bumped at the change itself would be
//   visible before the change commits: a reader could cache old counts under the new number.)
// - The row is locked only from that last moment to the end of the commit, so concurrent buys
//   queue on it for a commit, not for their whole transaction; and once per transaction
//   (a transaction-local setting), however many rows it touched.
// - epoch is random per database: a cache that outlives a database reset in the same process
//   never mistakes a new database's version 1 for the old one's.
// - Numbers that are not enabled (sandbox virtual numbers, disabled ones) are not stock: their
//   inserts do not bump, so sandbox purchases do not invalidate every price.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table catalog_version (
    id boolean primary key default true check (id),
    epoch text not null default md5(random()::text || clock_timestamp()::text),
    version bigint not null default 1
  )`.execute(db);
  await sql`insert into catalog_version default values`.execute(db);
  await sql`create function bump_catalog_version() returns trigger language plpgsql
    set search_path from current as $$
    begin
      if coalesce(current_setting('codeport.catalog_bumped', true), '') <> 'on' then
        perform set_config('codeport.catalog_bumped', 'on', true);
        update catalog_version set version = version + 1;
      end if;
      return null;
    end $$`.execute(db);
  const bump = (name: string, table: string, events: string, when = '') =>
    sql`create constraint trigger ${sql.raw(name)} after ${sql.raw(events)} on ${sql.raw(table)}
      deferrable initially deferred for each row ${sql.raw(when)}
      execute function bump_catalog_version()`.execute(db);
  await bump('number_holds_catalog_version', 'number_holds', 'insert or update or delete');
  await bump('activation_prices_catalog_version', 'activation_prices', 'insert or update or delete');
  await bump('rent_prices_catalog_version', 'rent_prices', 'insert or update or delete');
  await bump('operators_catalog_version', 'operators', 'insert or update or delete');
  await bump('phone_numbers_catalog_version_in', 'phone_numbers', 'insert', 'when (new.enabled)');
  await bump('phone_numbers_catalog_version_up', 'phone_numbers', 'update', 'when (old.enabled or new.enabled)');
  await bump('phone_numbers_catalog_version_out', 'phone_numbers', 'delete', 'when (old.enabled)');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, table] of [
    ['number_holds_catalog_version', 'number_holds'],
    ['activation_prices_catalog_version', 'activation_prices'],
    ['rent_prices_catalog_version', 'rent_prices'],
    ['operators_catalog_version', 'operators'],
    ['phone_numbers_catalog_version_in', 'phone_numbers'],
    ['phone_numbers_catalog_version_up', 'phone_numbers'],
    ['phone_numbers_catalog_version_out', 'phone_numbers'],
  ] as const) {
    await sql`drop trigger if exists ${sql.raw(name)} on ${sql.raw(table)}`.execute(db);
  }
  await sql`drop function if exists bump_catalog_version()`.execute(db);
  await sql`drop table if exists catalog_version`.execute(db);
}
