import { sql, type Kysely } from 'kysely';

// Many wrong passwords for one account (from any number of networks) make signing in to it take
// a code mailed to the account as well (accounts/sign-in-code.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table email_codes drop constraint email_codes_purpose_check`.execute(db);
  await sql`alter table email_codes add constraint email_codes_purpose_check
    check (purpose in ('verify-email', 'reset-password', 'two-factor-on', 'sign-in'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from email_codes where purpose = 'sign-in'`.execute(db);
  await sql`alter table email_codes drop constraint email_codes_purpose_check`.execute(db);
  await sql`alter table email_codes add constraint email_codes_purpose_check
    check (purpose in ('verify-email', 'reset-password', 'two-factor-on'))`.execute(db);
}
