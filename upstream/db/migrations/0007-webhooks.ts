import { sql, type Kysely } from 'kysely';

// Signed webhooks (issue 18 item 3). The secret is kept as is because every delivery is signed
// with it (a hash could not sign); it leaves the upstream only in the answer that created it.
// Deliveries are the outbox the sender worker drains: a row is enqueued in the transaction of
// the fact it announces, and the worker claims due rows with FOR UPDATE SKIP LOCKED.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'jsonb', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('payload_style', 'text', (c) =>
      c
        .notNull()
        .defaultTo('codeport')
        .check(sql`payload_style in ('codeport', 'sms-activate')`),
    )
    .addColumn('paused', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('failure_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_user').on('webhook_endpoints').column('user_id').execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'delivered', 'failed')`),
    )
    .addColumn('status_code', 'integer')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['state', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').ifExists().execute();
  await db.schema.dropTable('webhook_endpoints').ifExists().execute();
}
