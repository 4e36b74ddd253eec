import { sql, type Kysely } from 'kysely';

// A faster purchase (issue 19). Three things a buy used to recount every time:
// - the buyer's lifetime spend (their loyalty level): a sum over every ledger entry they ever
//   had, growing with each purchase. It is now users.spent, kept by ledger.ts in the same
//   statement as the balance, so it can never drift from the entries; backfilled here from the
//   ledger itself (same kinds, same sign as lifetimeSpend used to compute).
// - open activations (the per-account cap) and cancellations in 24 h (antifraud): both were
//   counted through activations_user (every activation the user ever had). Partial indexes
//   hold only the few matching rows of each user.
// - live stock per operator: counted through a sequential scan of phone_numbers (the filter
//   had no country); the partial index below serves the count by (country, operator) — EXPLAIN
//   on PostgreSQL with the demo seed: an index-only scan on phone_numbers_live instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('spent', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update users u set spent = s.spent
    from (
      select user_id, -sum(amount) as spent from ledger_entries
      where kind in ('activation_charge', 'activation_refund', 'rent_charge', 'rent_extend', 'rent_refund')
      group by user_id
    ) s
    where s.user_id = u.id`.execute(db);

  await sql`create index activations_open on activations (user_id, expires_at)
    where status in ('waiting', 'code_received', 'waiting_retry')`.execute(db);
  await sql`create index activations_cancelled on activations (user_id, closed_at)
    where status = 'cancelled'`.execute(db);
  await sql`create index phone_numbers_live on phone_numbers (country_id, operator_id) where enabled`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists phone_numbers_live`.execute(db);
  await sql`drop index if exists activations_cancelled`.execute(db);
  await sql`drop index if exists activations_open`.execute(db);
  await db.schema.alterTable('users').dropColumn('spent').execute();
}
