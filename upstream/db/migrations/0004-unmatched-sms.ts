import { sql, type Kysely } from 'kysely';

// SMS the intake could not give to exactly the purchase they belong to: kept here instead of
// being shown on someone's newest purchase on that number (sender names no open purchase's
// service, names another service, or names none while several purchases share the number).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('unmatched_sms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Normalised like the purchases' phones ("+" and digits), so a lookup by number finds it.
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('no-open-purchase', 'other-service', 'ambiguous')`),
    )
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('unmatched_sms_phone').on('unmatched_sms').columns(['phone', 'received_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('unmatched_sms').ifExists().execute();
}
