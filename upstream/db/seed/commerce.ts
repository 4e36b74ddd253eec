import type { Db } from '../database';

/**
 * Commerce seed (services, countries, operators, pool, prices). Placeholder created with
 * the platform seed; owned by the commerce engineer. Runs after the core seed, inside
 * seedIfEmpty, so the demo users exist.
 */
export async function seedCommerce(_db: Db): Promise<void> {}
