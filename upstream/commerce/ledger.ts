import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { LedgerKind } from '../db/schema-commerce';
import { DomainError } from '../server/errors';

/**
 * The only code that changes users.balance. Each change is a conditional update plus a
 * ledger row, and callers run it inside their transaction, so the ledger always sums to
 * the balance. (kind, ref) is unique: the same charge, refund or credit cannot be
 * written twice even if a caller's own guard failed.
 */
export interface LedgerChange {
  userId: number;
  /** Positive minor units; the sign comes from debit/credit. */
  amount: number;
  kind: LedgerKind;
  ref: string;
  at: Date;
}

export const noBalance = (): DomainError =>
  new DomainError(409, 'NO_BALANCE', 'Insufficient funds. Top up your balance to continue.');

/** Subtracts `amount` only if the balance covers it (no read-then-write race); throws NO_BALANCE. */
export async function debit(trx: Db, change: LedgerChange): Promise<number> {
  assertPositive(change.amount);
  const row = await trx
    .updateTable('users')
    .set({ balance: sql<number>`balance - ${change.amount}` })
    .where('id', '=', change.userId)
    .where('balance', '>=', change.amount)
    .returning('balance')
    .executeTakeFirst();
  if (!row) throw noBalance();
  await record(trx, change, -change.amount, row.balance);
  return row.balance;
}

export async function credit(trx: Db, change: LedgerChange): Promise<number> {
  assertPositive(change.amount);
  const row = await trx
    .updateTable('users')
    .set({ balance: sql<number>`balance + ${change.amount}` })
    .where('id', '=', change.userId)
    .returning('balance')
    .executeTakeFirstOrThrow();
  await record(trx, change, change.amount, row.balance);
  return row.balance;
}

async function record(trx: Db, change: LedgerChange, signed: number, balanceAfter: number): Promise<void> {
  await trx
    .insertInto('ledger_entries')
    .values({
      user_id: change.userId,
      amount: signed,
      balance_after: balanceAfter,
      kind: change.kind,
      ref: change.ref,
      created_at: change.at,
    })
    .execute();
}

function assertPositive(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`ledger amount must be a positive integer, got ${amount}`);
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.balance;
}

/** Sum of a user's ledger; equals users.balance whenever every change went through here. */
export async function ledgerSum(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(amount), 0)::bigint`.as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
