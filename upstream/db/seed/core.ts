import type { Db } from '../database';

export interface SeedOptions {
  argon2: { memoryKiB: number; iterations: number };
}

export async function seedCore(_db: Db, _options: SeedOptions): Promise<void> {}
