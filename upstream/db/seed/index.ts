import type { Db } from '../database';
import { seedCommerce } from './commerce';
import { seedCore, type SeedOptions } from './core';

/**
 * Seeds demo data when the database has no users yet. Running it again is a no-op,
 * so every start may call it.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const any = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await seedCore(db, options);
  await seedCommerce(db);
  return true;
}
