import { sql, type Kysely } from 'kysely';

// A number released by one buyer went straight to the next buyer of the same service: the pick
// chose at random among the numbers no hold had, so A cancelled, B bought a second later and
// got A's number, and A's late code reached B's purchase, which could no longer be cancelled
// (a code had come). Now every release is recorded per (number, service), and the pick prefers
// the number released longest ago: one released within the last hour is sold for that service
// again only when every free number at the cheapest price was released more recently (operators
// at the same price charge the same, so which one sells is free to choose). It
// only orders the choice: nothing becomes unavailable, so counts and prices stay as they were.
// A late SMS for the released purchase then finds no open purchase on its number and is kept
// unmatched (sms-intake.ts).
//
// Release times within a minute of each other are taken in random order (the jitter), so
// buyers who come at once do not all reach for the same number and retry: releases a burst
// makes at the same moment are as good as each other. Past an hour (and never) they all tie.
//
// The release is recorded by a trigger on the holds' delete, which every release path makes
// (activation_close_noted, rent-service releaseNumber), dated by the purchase's closed_at (the
// service's clock, which the pick compares with). The pick's order is changed in the function's own text, read
// back with pg_get_functiondef, so this migration does not restate 0026's body; it fails if
// that text is not there.

const LIVE_BUY = `activation_buy_live(integer, integer, integer, integer, text[], text, integer, integer,
  timestamptz, timestamptz, timestamptz, timestamptz, bigint)`;
const RANDOM_PICK = 'order by q.list_price, q.operator_id, random()';
const RESTED_PICK = `order by q.list_price,
            greatest((select r.released_at from number_releases r where r.number_id = n.id and r.service_id = p_service),
              p_now - interval '1 hour') + random() * interval '1 minute',
            q.operator_id`;

async function reorderPick(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  const { rows } = await sql<{ def: string }>`select pg_get_functiondef(${LIVE_BUY}::regprocedure) as def`.execute(db);
  const def = rows[0]?.def ?? '';
  if (!def.includes(from)) throw new Error(`0028: activation_buy_live does not order its pick by "${from}"`);
  await sql.raw(def.replace(from, to)).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('number_releases')
    .addColumn('number_id', 'integer', (c) => c.notNull().references('phone_numbers.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('released_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('number_releases_pk', ['number_id', 'service_id'])
    .execute();
  await sql`create function number_hold_released() returns trigger
    language plpgsql
    set search_path from current as $$
    begin
      insert into number_releases (number_id, service_id, released_at)
        values (old.number_id, old.service_id, coalesce(case old.kind
          when 'activation' then (select a.closed_at from activations a where a.id = old.ref_id)
          else (select r.closed_at from rentals r where r.id = old.ref_id) end, now()))
        on conflict (number_id, service_id) do update set released_at = excluded.released_at;
      return null;
    end $$`.execute(db);
  await sql`create trigger number_holds_released after delete on number_holds
    for each row execute function number_hold_released()`.execute(db);
  await reorderPick(db, RANDOM_PICK, RESTED_PICK);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await reorderPick(db, RESTED_PICK, RANDOM_PICK);
  await sql`drop trigger number_holds_released on number_holds`.execute(db);
  await sql`drop function number_hold_released()`.execute(db);
  await db.schema.dropTable('number_releases').execute();
}
