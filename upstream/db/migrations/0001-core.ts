import { sql, type Kysely } from 'kysely';

// Platform tables: users, tokens, content, support, notifications, referral.
// Shipped migrations are never edited; add 0003-… for changes.

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'blocked')`),
    )
    .addColumn('email_verified_at', 'timestamptz')
    // Commerce's ledger is the only writer of balance; the check is the last line of defence.
    .addColumn('balance', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .addColumn('currency', 'text', (c) =>
      c
        .notNull()
        .defaultTo('usd')
        .check(sql`currency in ('usd', 'rub')`),
    )
    .addColumn('api_key', 'text', (c) => c.notNull().unique())
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('copying_code', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('confirmation_actions', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sound_new_sms', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('two_factor_secret', 'text')
    .addColumn('two_factor_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('referrer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('utm_data', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // Emails compare case-insensitively; the application stores them lower-cased.
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('refresh_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('access_tokens_user').on('access_tokens').column('user_id').execute();

  await db.schema
    .createTable('email_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify-email', 'reset-password')`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('email_codes_email').on('email_codes').columns(['email', 'purpose']).execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('email_outbox_email').on('email_outbox').column('email').execute();

  await db.schema
    .createTable('social_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('social_accounts_provider_uid', ['provider', 'provider_user_id'])
    .execute();

  await db.schema
    .createTable('oauth_demo_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('activation', 'rent')`))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('service', 'country')`))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'scope', 'type', 'item_id'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'answered', 'closed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('support_tickets_user').on('support_tickets').column('user_id').execute();

  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('support_tickets.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('user', 'support')`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('support_messages_ticket').on('support_messages').column('ticket_id').execute();

  await db.schema
    .createTable('referral_earnings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('referrer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('referred_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source_ref', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('referral_earnings_referrer').on('referral_earnings').column('referrer_id').execute();

  await db.schema
    .createTable('referral_withdrawals')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('wallet', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'paid', 'rejected')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('referral_withdrawals_user').on('referral_withdrawals').column('user_id').execute();

  await db.schema
    .createTable('loyalty_levels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('min_spend', 'bigint', (c) => c.notNull().unique())
    .addColumn('discount_percent', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .execute();

  for (const table of ['blog_categories', 'faq_categories'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint(`${table}_slug_locale`, ['slug', 'locale'])
      .execute();
  }

  await db.schema
    .createTable('blog_articles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('category_slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('blog_articles_slug_locale', ['slug', 'locale'])
    .execute();

  await db.schema
    .createTable('faq_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('category_slug', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('faq_items_locale').on('faq_items').columns(['locale', 'category_slug']).execute();

  await db.schema
    .createTable('static_pages')
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('static_pages_pk', ['slug', 'locale'])
    .execute();

  await db.schema
    .createTable('counter_scripts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('marketing_rules')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('utm_key', 'text', (c) => c.notNull())
    .addColumn('utm_value', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('show-register-modal', 'show-login-modal')`))
    .execute();
}

const tables = [
  'marketing_rules',
  'counter_scripts',
  'static_pages',
  'faq_items',
  'blog_articles',
  'faq_categories',
  'blog_categories',
  'site_settings',
  'loyalty_levels',
  'referral_withdrawals',
  'referral_earnings',
  'support_messages',
  'support_tickets',
  'notifications',
  'favorites',
  'oauth_demo_codes',
  'social_accounts',
  'email_outbox',
  'email_codes',
  'access_tokens',
  'users',
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
