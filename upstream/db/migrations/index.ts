import type { Migration } from 'kysely/migration';

/**
 * Every versioned migration, in order. Names sort lexically and are never renamed:
 * Kysely records applied names in kysely_migration.
 */
export const migrations: Record<string, Migration> = {};
