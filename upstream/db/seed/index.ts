import type { Db } from '../database';
import { seedCommerce } from './commerce';
import { seedCore, type SeedOptions } from './core';

/**
 * Seeds demo data. The platform seed is idempotent and runs on every start, so content added
 * in a newer release reaches an existing database; the commerce seed runs only on an empty
 * database. Returns whether the database was empty.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const any = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  // Commerce first: the demo accounts' past top-ups name its payment systems.
  if (!any) await seedCommerce(db);
  await seedCore(db, options);
  return !any;
}
