import { sql, type Kysely } from 'kysely';

// Commerce tables: catalogue, number pool, prices, activations, rentals, messages, ledger,
// payments. Shipped migrations are never edited; add 0003-… for changes.

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('services')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower sorts first under "popular".
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1000))
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('iso', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone_code', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1000))
    .execute();

  await db.schema
    .createTable('operators')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('operators_country_slug', ['country_id', 'slug'])
    .execute();

  await db.schema
    .createTable('phone_numbers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createIndex('phone_numbers_country_operator')
    .on('phone_numbers')
    .columns(['country_id', 'operator_id'])
    .execute();

  await db.schema
    .createTable('activation_prices')
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price > 0`))
    .addPrimaryKeyConstraint('activation_prices_pk', ['service_id', 'country_id', 'operator_id'])
    .execute();
  await db.schema
    .createIndex('activation_prices_country')
    .on('activation_prices')
    .columns(['country_id', 'service_id'])
    .execute();

  await db.schema
    .createTable('rent_prices')
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id').onDelete('cascade'))
    .addColumn('period', 'integer', (c) => c.notNull().check(sql`period > 0`))
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price > 0`))
    .addPrimaryKeyConstraint('rent_prices_pk', ['service_id', 'country_id', 'period'])
    .execute();
  await db.schema.createIndex('rent_prices_country').on('rent_prices').columns(['country_id', 'service_id']).execute();

  for (const table of ['activations', 'rentals'] as const) {
    const statuses =
      table === 'activations'
        ? sql`status in ('waiting', 'code_received', 'waiting_retry', 'finished', 'cancelled', 'expired')`
        : sql`status in ('active', 'finished', 'cancelled', 'expired')`;
    let t = db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
      .addColumn('number_id', 'integer', (c) => c.notNull().references('phone_numbers.id'))
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price >= 0`))
      .addColumn('status', 'text', (c) => c.notNull().check(statuses))
      .addColumn('idempotency_key', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('closed_at', 'timestamptz');
    t =
      table === 'activations'
        ? t.addColumn('cancel_available_at', 'timestamptz', (c) => c.notNull())
        : t
            .addColumn('period', 'integer', (c) => c.notNull())
            // Bumped by SMS intake under the row lock, so cancel-with-refund (which needs 0)
            // and an arriving SMS can never both win.
            .addColumn('messages_count', 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn('cancel_available_until', 'timestamptz', (c) => c.notNull());
    // One purchase per (user, key): a retried or double-clicked buy returns the original.
    await t.addUniqueConstraint(`${table}_idempotency`, ['user_id', 'idempotency_key']).execute();
    await db.schema.createIndex(`${table}_user`).on(table).columns(['user_id', 'id']).execute();
    await db.schema.createIndex(`${table}_due`).on(table).columns(['status', 'expires_at']).execute();
    await db.schema.createIndex(`${table}_number`).on(table).columns(['number_id', 'status']).execute();
  }

  await db.schema
    .createTable('rent_extensions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rental_id', 'integer', (c) => c.notNull().references('rentals.id').onDelete('cascade'))
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // A number is held for one service at a time: the primary key is the pool's lock, so two
  // concurrent buyers can never be handed the same number for the same service.
  await db.schema
    .createTable('number_holds')
    .addColumn('number_id', 'integer', (c) => c.notNull().references('phone_numbers.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('activation', 'rent')`))
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('number_holds_pk', ['number_id', 'service_id'])
    .execute();
  await db.schema
    .createIndex('number_holds_offer')
    .on('number_holds')
    .columns(['service_id', 'country_id', 'operator_id'])
    .execute();
  await db.schema.createIndex('number_holds_ref').on('number_holds').columns(['kind', 'ref_id']).execute();

  await db.schema
    .createTable('sms_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('activation_id', 'integer', (c) => c.references('activations.id').onDelete('cascade'))
    .addColumn('rental_id', 'integer', (c) => c.references('rentals.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('viewed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('sms_messages_one_owner', sql`(activation_id is null) <> (rental_id is null)`)
    .execute();
  await db.schema.createIndex('sms_messages_activation').on('sms_messages').column('activation_id').execute();
  await db.schema.createIndex('sms_messages_rental').on('sms_messages').column('rental_id').execute();

  // Every balance change, signed. (kind, ref) is unique, so a charge, a refund or a
  // top-up credit for the same purchase or payment can be written only once.
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('topup', 'activation_charge', 'activation_refund', 'rent_charge', 'rent_extend', 'rent_refund', 'referral_bonus', 'adjustment')`,
        ),
    )
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('ledger_entries_kind_ref', ['kind', 'ref'])
    .execute();
  await db.schema.createIndex('ledger_entries_user').on('ledger_entries').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('payment_systems')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('card', 'crypto', 'wallet', 'bank')`))
    .addColumn('min_amount', 'bigint', (c) => c.notNull())
    .addColumn('max_amount', 'bigint', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create unique index payment_systems_one_default on payment_systems (is_default) where is_default`.execute(
    db,
  );

  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('system_id', 'integer', (c) => c.notNull().references('payment_systems.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'failed', 'expired')`))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('qr_payload', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('payments_user').on('payments').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('payments_pending').on('payments').columns(['status', 'expires_at']).execute();

  // Signatures seen by the signed intakes (SMS, payment webhook): a repeat is a replay.
  await db.schema
    .createTable('signed_requests')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signed_requests_received').on('signed_requests').column('received_at').execute();
}

const tables = [
  'signed_requests',
  'payments',
  'payment_systems',
  'ledger_entries',
  'sms_messages',
  'number_holds',
  'rent_extensions',
  'rentals',
  'activations',
  'rent_prices',
  'activation_prices',
  'phone_numbers',
  'operators',
  'countries',
  'services',
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
