import { sql, type Kysely } from 'kysely';

// A sandbox account's automatic fake SMS can be turned off (the API settings page): with it on,
// every sandbox purchase had its code seconds after the purchase, before the 2-minute cancel
// lock ended, so a developer could never try a cancel and its refund. Meaningful on sandbox
// accounts only (users.sandbox_of set); on by default, as before.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column sandbox_auto_sms boolean not null default true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column sandbox_auto_sms`.execute(db);
}
