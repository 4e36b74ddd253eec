import type { Db } from '../database';
import type { Argon2Cost } from '../../accounts/passwords';
import { seedContent } from './content';
import { seedSite } from './site';
import { seedDemoUsers } from './demo-users';

export interface SeedOptions {
  argon2: Argon2Cost;
  /**
   * Whether to create the demo accounts: passwords the README publishes and a balance nobody
   * paid. The config's `demoAccounts`: on in development and tests, refused in production.
   */
  demoAccounts: boolean;
  /** Seed clock (tests); defaults to now. */
  now?: Date;
}

/** Platform seed: site settings, content in every locale, demo accounts when asked. Safe to run on every start. */
export async function seedCore(db: Db, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  await seedSite(db);
  await seedContent(db, now);
  if (options.demoAccounts) await seedDemoUsers(db, options.argon2, now);
}
