import { sql, type Kysely } from 'kysely';

// Sandbox keys (issue 18 item 4). A user's sandbox is a second account row owned by them
// (users.sandbox_of): its own API key, its own balance, its own purchases. Every query of the
// live code is already scoped by user_id, so nothing live can see a sandbox row or the reverse
// without a single extra filter; the three places where the two could still meet are closed
// here, in the schema:
// - numbers: a sandbox purchase gets a virtual phone_numbers row that is never `enabled`
//   (checked below), and every live stock count and pick reads enabled numbers only;
// - money: the ledger writes a sandbox account's entries to sandbox_ledger_entries, never to
//   ledger_entries (the real ledger of real money);
// - the automatic fake SMS is claimed once per (purchase, message number), so any number of
//   upstream processes can run the worker.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('sandbox_of', 'integer', (c) => c.references('users.id').onDelete('cascade').unique())
    .execute();
  await db.schema
    .alterTable('phone_numbers')
    .addColumn('sandbox', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('phone_numbers')
    .addCheckConstraint('phone_numbers_sandbox_never_enabled', sql`not (sandbox and enabled)`)
    .execute();

  // A sandbox account's webhook deliveries go to its owner's endpoints; the log marks them.
  await db.schema
    .alterTable('webhook_deliveries')
    .addColumn('sandbox', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('sandbox_ledger_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('sandbox_ledger_kind_ref', ['kind', 'ref'])
    .execute();
  await db.schema.createIndex('sandbox_ledger_user').on('sandbox_ledger_entries').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('sandbox_sms_claims')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('activation', 'rent')`))
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sandbox_sms_claims_pk', ['kind', 'ref_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_sms_claims').execute();
  await db.schema.dropTable('sandbox_ledger_entries').execute();
  await db.schema.alterTable('webhook_deliveries').dropColumn('sandbox').execute();
  await sql`delete from users where sandbox_of is not null`.execute(db);
  await db.schema.alterTable('phone_numbers').dropConstraint('phone_numbers_sandbox_never_enabled').execute();
  await db.schema.alterTable('phone_numbers').dropColumn('sandbox').execute();
  await db.schema.alterTable('users').dropColumn('sandbox_of').execute();
}
