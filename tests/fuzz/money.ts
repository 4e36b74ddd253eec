import { sql } from 'kysely';
import type { Db } from '../../upstream/db/database';

export interface MoneySnapshot {
  balances: number;
  entries: number;
  ledger: number;
  /** The newest ledger entry's id, to find the entries written after the snapshot. */
  lastEntryId: number;
}

/**
 * The sum of every live balance and the count and sum of every ledger entry. Sandbox accounts
 * (users.sandbox_of set) hold sandbox money, kept in sandbox_ledger_entries, not in these.
 */
export async function moneySnapshot(db: Db): Promise<MoneySnapshot> {
  const row = await sql<{ balances: string; entries: string; ledger: string; last: string }>`
    select (select coalesce(sum(balance), 0) from users where sandbox_of is null)::text as balances,
           (select count(*) from ledger_entries)::text as entries,
           (select coalesce(sum(amount), 0) from ledger_entries)::text as ledger,
           (select coalesce(max(id), 0) from ledger_entries)::text as last`.execute(db);
  const r = row.rows[0]!;
  return {
    balances: Number(r.balances),
    entries: Number(r.entries),
    ledger: Number(r.ledger),
    lastEntryId: Number(r.last),
  };
}

/** Ledger entries written after `since` for users other than `own`: hostile requests moving others' money. */
export async function othersEntriesSince(db: Db, since: MoneySnapshot, own: number[]) {
  return db
    .selectFrom('ledger_entries')
    .select(['id', 'user_id', 'kind', 'amount'])
    .where('id', '>', since.lastEntryId)
    .where('user_id', 'not in', own)
    .execute();
}

/**
 * Users whose balance is not the sum of their ledger entries, or is negative (should be none):
 * live accounts against the ledger, sandbox accounts against the sandbox ledger.
 */
export async function ledgerMismatches(db: Db) {
  const rows = await sql<{ id: number; balance: string; ledger: string }>`
    select u.id, u.balance::text as balance,
           (case when u.sandbox_of is null
                 then (select coalesce(sum(l.amount), 0) from ledger_entries l where l.user_id = u.id)
                 else (select coalesce(sum(s.amount), 0) from sandbox_ledger_entries s where s.user_id = u.id)
            end)::text as ledger
    from users u`.execute(db);
  return rows.rows.filter((r) => r.balance !== r.ledger || Number(r.balance) < 0);
}
