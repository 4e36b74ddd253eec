import type { Kysely } from 'kysely';

// The per-rental webhook URL a bot gives with the handler API's getRentNumber (`url`): kept
// beside the rental rather than as a column of it, so rentals bought on the site stay as they are.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rental_callbacks')
    .addColumn('rental_id', 'integer', (c) => c.primaryKey().references('rentals.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rental_callbacks').ifExists().execute();
}
