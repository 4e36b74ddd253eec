import { sql, type Kysely } from 'kysely';

// Per-rental webhook deliveries (issue 18): the URL a bot gave with getRentNumber is served by
// the same outbox and sender as the signed endpoints, so a delivery now belongs either to an
// endpoint or to a rental (whose rental_callbacks row holds the URL), never to both or neither.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('webhook_deliveries')
    .alterColumn('endpoint_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('webhook_deliveries')
    .addColumn('rental_id', 'integer', (c) => c.references('rental_callbacks.rental_id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('webhook_deliveries')
    .addCheckConstraint('webhook_deliveries_one_target', sql`(endpoint_id is null) <> (rental_id is null)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from webhook_deliveries where rental_id is not null`.execute(db);
  await db.schema.alterTable('webhook_deliveries').dropConstraint('webhook_deliveries_one_target').execute();
  await db.schema.alterTable('webhook_deliveries').dropColumn('rental_id').execute();
  await db.schema
    .alterTable('webhook_deliveries')
    .alterColumn('endpoint_id', (c) => c.setNotNull())
    .execute();
}
