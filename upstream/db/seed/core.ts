import type { Db } from '../database';
import type { Argon2Cost } from '../../accounts/passwords';
import { seedContent } from './content';
import { seedSite } from './site';
import { seedDemoUsers } from './demo-users';

export interface SeedOptions {
  argon2: Argon2Cost;
  /** Seed clock (tests); defaults to now. */
  now?: Date;
}

/** Platform seed: site settings, content in every locale, demo accounts. Safe to run on every start. */
export async function seedCore(db: Db, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  await seedSite(db);
  await seedContent(db, now);
  await seedDemoUsers(db, options.argon2, now);
}
