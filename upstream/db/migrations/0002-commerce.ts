import type { Kysely } from 'kysely';

// Commerce tables: ledger, catalogue, pool, activations, rentals, payments.
export async function up(_db: Kysely<unknown>): Promise<void> {}
export async function down(_db: Kysely<unknown>): Promise<void> {}
