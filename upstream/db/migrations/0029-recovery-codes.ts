import { sql, type Kysely } from 'kysely';

// Two-factor recovery codes (accounts/recovery-codes.ts): an account whose authenticator is lost
// had no way back to its balance but support. Each code is kept as its SHA-256, spent by removal
// from the array; null when two-factor is off.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column two_factor_recovery_codes text[]`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column two_factor_recovery_codes`.execute(db);
}
