import { sql, type Kysely } from 'kysely';

// Account security: failure counters shared by every process (login throttles and one-time
// code counters), server-side second-factor challenges for social sign-in, and the last
// TOTP time step each account spent (a code works once).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_failures')
    // e.g. `login:ip:203.0.113.9`, `otp:totp:42`; one row per key and window.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_failures_reset_at').on('auth_failures').column('reset_at').execute();

  await db.schema
    .createTable('login_challenges')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('users').addColumn('two_factor_last_step', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('two_factor_last_step').execute();
  await db.schema.dropTable('login_challenges').execute();
  await db.schema.dropTable('auth_failures').execute();
}
