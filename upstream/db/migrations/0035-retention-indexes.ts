import { sql, type Kysely } from 'kysely';

// Indexes for the retention job (platform/retention.ts) and for reads that scanned whole tables.
//
// Retention: each rule deletes batches of rows past their age, found through one of these, so a
// pass over a table with nothing to delete reads an empty index range instead of the table.
// email_codes_expires serves pruneEmailCodes, which the 2 s sweeper ran as a sequential scan.
// access_tokens_user_id: the session rule keeps each account's newest session (a later one must
// exist), and isNewDevice reads an account's latest sessions by id; both walked every session
// of the account through access_tokens_user (user_id alone).
//
// Reads: the home page's last code per sample service (commerce/service-samples.ts) reads the
// last day's codes by received_at; the statistics page counts a user's purchases per day
// (commerce/statistics.ts), which read all of the user's purchases once per day of the range.
//
// Plain `create index`, not `concurrently`: migrations run in a transaction, where PostgreSQL
// refuses `concurrently`. The tables are small today, so the write lock is short; on a large
// production table, create the same index concurrently by hand first (`if not exists` then
// makes this a no-op).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists webhook_deliveries_finished on webhook_deliveries (updated_at)
    where state <> 'pending'`.execute(db);
  await sql`create index if not exists email_outbox_created on email_outbox (created_at)`.execute(db);
  await sql`create index if not exists access_tokens_ended on access_tokens
    (least(revoked_at, greatest(expires_at, refresh_expires_at)))`.execute(db);
  await sql`create index if not exists access_tokens_user_id on access_tokens (user_id, id)`.execute(db);
  await sql`create index if not exists notifications_read_created on notifications (created_at)
    where read_at is not null`.execute(db);
  await sql`create index if not exists supplier_sms_ids_received on supplier_sms_ids (received_at)`.execute(db);
  await sql`create index if not exists unmatched_sms_received on unmatched_sms (received_at)`.execute(db);
  await sql`create index if not exists login_challenges_expires on login_challenges (expires_at)`.execute(db);
  await sql`create index if not exists email_codes_expires on email_codes (expires_at)`.execute(db);

  await sql`create index if not exists sms_messages_code_received on sms_messages (received_at)
    where code is not null`.execute(db);
  await sql`create index if not exists activations_user_created on activations (user_id, created_at)`.execute(db);
  await sql`create index if not exists rentals_user_created on rentals (user_id, created_at)`.execute(db);

  // Endpoints paused before pausing held their backlog (developer/webhooks/held-deliveries.ts):
  // their pending deliveries were left due, and every claim kept reading them. Resuming makes
  // them due again, as it does for a backlog held from now on.
  await sql`update webhook_deliveries d set next_attempt_at = null
    from webhook_endpoints e
    where e.id = d.endpoint_id and e.paused and d.state = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'rentals_user_created',
    'activations_user_created',
    'sms_messages_code_received',
    'email_codes_expires',
    'login_challenges_expires',
    'unmatched_sms_received',
    'supplier_sms_ids_received',
    'notifications_read_created',
    'access_tokens_user_id',
    'access_tokens_ended',
    'email_outbox_created',
    'webhook_deliveries_finished',
  ])
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
}
