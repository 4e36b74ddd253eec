import { sql, type Kysely } from 'kysely';

// Why a delivery attempt failed as a stable code, so the delivery log says it in the reader's
// language; last_error keeps the sender's English detail.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table webhook_deliveries add column error_code text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table webhook_deliveries drop column error_code`.execute(db);
}
