import { sql, type Kysely } from 'kysely';

// Personal API keys kept as their SHA-256 (accounts/api-keys.ts): a leaked database, backup or
// replica gave working keys for every account, which buy numbers on the owner's balance and read
// their codes. Existing keys keep working: each is hashed here, in the same function Node uses,
// and what stays in clear is a hint of its first and last characters.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column api_key_hash text`.execute(db);
  await sql`update users set api_key_hash = encode(sha256(convert_to(api_key, 'UTF8')), 'hex')`.execute(db);
  await sql`alter table users alter column api_key_hash set not null`.execute(db);
  await sql`alter table users add constraint users_api_key_hash unique (api_key_hash)`.execute(db);
  await sql`alter table users drop constraint users_api_key_key`.execute(db);
  await sql`update users set api_key = left(api_key, 7) || '…' || right(api_key, 4)`.execute(db);
  await sql`alter table users rename column api_key to api_key_hint`.execute(db);
}

// The keys themselves cannot come back: down leaves every account with a key nobody holds
// (its hash as the key), to be replaced from the settings page.
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users rename column api_key_hint to api_key`.execute(db);
  await sql`update users set api_key = api_key_hash`.execute(db);
  await sql`alter table users add constraint users_api_key_key unique (api_key)`.execute(db);
  await sql`alter table users drop constraint users_api_key_hash`.execute(db);
  await sql`alter table users drop column api_key_hash`.execute(db);
}
