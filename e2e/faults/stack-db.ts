import { expect } from '../fixtures';

/**
 * The fault stack's database, read from the test itself to check what the API can't show: the
 * ledger against every balance, and how many entries or messages one delivery left. PGlite is
 * single-process, so its data dir is opened only while the upstream is stopped; PostgreSQL any
 * time.
 */
export interface StackDb {
  rows<T>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openStackDb(where: { dataDir: string } | { url: string }): Promise<StackDb> {
  if ('url' in where) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: where.url, max: 2 });
    return {
      rows: async <T>(query: string, params: unknown[] = []) => (await pool.query(query, params)).rows as T[],
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const lite = await PGlite.create({ dataDir: where.dataDir });
  return {
    rows: async <T>(query: string, params: unknown[] = []) => (await lite.query<T>(query, params)).rows,
    close: () => lite.close(),
  };
}

/**
 * Every account's balance is the sum of its ledger: live accounts against ledger_entries,
 * sandbox accounts against their own ledger. Returns the accounts where that fails.
 */
export async function expectLedgerMatchesBalances(db: StackDb): Promise<void> {
  const off = await db.rows<{ id: number; balance: number; ledger: number }>(
    `select u.id, u.balance::int as balance, coalesce(l.total, 0)::int as ledger
       from users u
       left join (
         select user_id, sum(amount) as total from ledger_entries group by user_id
         union all
         select user_id, sum(amount) as total from sandbox_ledger_entries group by user_id
       ) l on l.user_id = u.id
      where u.balance <> coalesce(l.total, 0)`,
  );
  expect(off).toEqual([]);
}

/** How many ledger entries a reference has: a payment or a purchase moved money this often. */
export async function ledgerCount(db: StackDb, ref: string): Promise<number> {
  const [row] = await db.rows<{ n: number }>('select count(*)::int as n from ledger_entries where ref = $1', [ref]);
  return row!.n;
}
