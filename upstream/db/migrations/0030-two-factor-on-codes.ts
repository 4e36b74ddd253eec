import { sql, type Kysely } from 'kysely';

// Turning two-factor on asks for a code mailed to the account (accounts/security-routes.ts): a
// session alone let whoever stole one turn it on with their own app and lock the owner out.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table email_codes drop constraint email_codes_purpose_check`.execute(db);
  await sql`alter table email_codes add constraint email_codes_purpose_check
    check (purpose in ('verify-email', 'reset-password', 'two-factor-on'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from email_codes where purpose = 'two-factor-on'`.execute(db);
  await sql`alter table email_codes drop constraint email_codes_purpose_check`.execute(db);
  await sql`alter table email_codes add constraint email_codes_purpose_check
    check (purpose in ('verify-email', 'reset-password'))`.execute(db);
}
