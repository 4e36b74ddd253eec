import { sql, type Kysely } from 'kysely';

// The user's realtime channel is private-user.{id}.{epoch}, and every revocation of their sessions
// moves the epoch on (platform/realtime-channel.ts): a socket that joined with a revoked session
// hears nothing more, whatever account it signed in as.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column realtime_epoch integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column realtime_epoch`.execute(db);
}
