import type { Kysely } from 'kysely';

// Platform tables: users, tokens, content, support, notifications, referral.
export async function up(_db: Kysely<unknown>): Promise<void> {}
export async function down(_db: Kysely<unknown>): Promise<void> {}
