import { sql, type Kysely } from 'kysely';

// A checkout that works (issue 15). A payment system may name the real gateway's payment page
// (checkout_url, a template with {transaction_id} and {amount}); without one only the demo
// gateway's own page serves it. A crypto top-up keeps the quote it was given: the coin, the
// amount in it, the rate used and until when that rate holds.
// The first seed asked $100-$1,000 minimums for numbers that cost a few dollars: databases
// that still hold those seeded minimums get the new ones (an operator's own values are kept).

const seededMinimums: [key: string, old: number, fresh: number][] = [
  ['card', 10_000, 100],
  ['usdt-trc20', 50_000, 500],
  ['btc', 100_000, 500],
  ['sbp', 10_000, 100],
  ['yoomoney', 10_000, 100],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_systems').addColumn('checkout_url', 'text').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('pay_currency', 'text')
    .addColumn('pay_amount', 'text')
    .addColumn('rate', 'bigint')
    .addColumn('rate_expires_at', 'timestamptz')
    .execute();
  for (const [key, old, fresh] of seededMinimums) {
    await sql`update payment_systems set min_amount = ${fresh} where key = ${key} and min_amount = ${old}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .dropColumn('pay_currency')
    .dropColumn('pay_amount')
    .dropColumn('rate')
    .dropColumn('rate_expires_at')
    .execute();
  await db.schema.alterTable('payment_systems').dropColumn('checkout_url').execute();
}
