import { sql } from 'kysely';
import type { Db } from '../../upstream/db/database';

export interface MoneySnapshot {
  balances: number;
  entries: number;
  ledger: number;
  /** The newest ledger entry's id, to find the entries written after the snapshot. */
  lastEntryId: number;
}

/** The sum of every balance and the count and sum of every ledger entry. */
export async function moneySnapshot(db: Db): Promise<MoneySnapshot> {
  const row = await sql<{ balances: string; entries: string; ledger: string; last: string }>`
    select (select coalesce(sum(balance), 0) from users)::text as balances,
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

/** Users whose balance is not the sum of their ledger entries, or is negative (should be none). */
export async function ledgerMismatches(db: Db) {
  const rows = await sql<{ id: number; balance: string; ledger: string }>`
    select u.id, u.balance::text as balance, coalesce(sum(l.amount), 0)::text as ledger
    from users u left join ledger_entries l on l.user_id = u.id
    group by u.id, u.balance
    having u.balance <> coalesce(sum(l.amount), 0) or u.balance < 0`.execute(db);
  return rows.rows;
}
