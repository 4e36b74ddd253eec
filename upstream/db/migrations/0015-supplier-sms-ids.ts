import { sql, type Kysely } from 'kysely';

// The SMS supplier's own id for each SMS it sends, with what the intake did with it (issue 19).
// A supplier that gets no answer retries; one that signs every attempt anew sends a different
// signature, so the replay log (signed_requests) cannot tell the retry from a second SMS. With
// its id, the retry is answered with the first delivery's result and stored nothing. The row
// is written in the same transaction as the message (or the unmatched SMS), and the primary
// key settles two attempts at once: the second one's transaction fails and it reads the first.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('supplier_sms_ids')
    .addColumn('supplier_sms_id', 'text', (c) => c.primaryKey())
    .addColumn('target_type', 'text', (c) => c.check(sql`target_type in ('activation', 'rent')`))
    .addColumn('target_id', 'integer')
    .addColumn('message_id', 'integer')
    .addColumn('code', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('supplier_sms_ids').ifExists().execute();
}
