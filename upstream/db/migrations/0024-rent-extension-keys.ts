import type { Kysely } from 'kysely';

// An extension's idempotency key. The extend dialog (and a bot) that gets no answer tries again;
// without a key the retry was a second extension, charged again. With one, the key is unique per
// rental: a retry's insert fails inside its transaction (the rental's new expiry and the debit
// roll back with it) and the caller answers with the rental as it stands, charged once.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rent_extensions').addColumn('idempotency_key', 'text').execute();
  await db.schema
    .alterTable('rent_extensions')
    .addUniqueConstraint('rent_extensions_idempotency', ['rental_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rent_extensions').dropConstraint('rent_extensions_idempotency').execute();
  await db.schema.alterTable('rent_extensions').dropColumn('idempotency_key').execute();
}
