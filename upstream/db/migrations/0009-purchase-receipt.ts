import type { Kysely } from 'kysely';

// The receipt keeps what the purchase was (issue 15): the list price before the loyalty
// discount and the discount itself, stored when the number is bought, so a receipt shown later
// says what was charged and why, not what today's level would give. Purchases made before this
// have neither (null): their receipts show the charged price only.

const tables = ['activations', 'rentals'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.alterTable(table).addColumn('list_price', 'bigint').addColumn('discount', 'bigint').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.alterTable(table).dropColumn('list_price').dropColumn('discount').execute();
  }
}
