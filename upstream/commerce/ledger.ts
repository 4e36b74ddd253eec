import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { LedgerKind, SandboxLedgerKind } from '../db/schema-commerce';
import { DomainError } from '../server/errors';

/**
 * The only code that changes users.balance, with one twin: a live activation's charge is written
 * by migration 0018's PL/pgSQL function activation_buy_live (0022 now; so PGlite plans it once, issue 19),
 * which makes the same update (balance, and spent for a live account) and the same entry as
 * balanceChange below; a change here must be made there too, in a new migration. Each change is
 * a conditional update plus a ledger row, and callers run it inside their transaction, so the
 * ledger always sums to the balance. (kind, ref) is unique: the same charge, refund or credit cannot be
 * written twice even if a caller's own guard failed.
 *
 * A sandbox account (users.sandbox_of set) runs through the very same code, but its entries go
 * to sandbox_ledger_entries: this file is the one place that decides, from the row it just
 * changed, so no caller can write sandbox money into the real ledger or the reverse.
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

/** Kinds that count towards loyalty (users.spent), their refunds taking it back. */
export const SPEND_KINDS: readonly LedgerKind[] = [
  'activation_charge',
  'activation_refund',
  'rent_charge',
  'rent_extend',
  'rent_refund',
];

/** The account as a change left it: what callers answer with, read in the same statement. */
export interface AccountAfter {
  balance: number;
  sandbox_of: number | null;
  locale: string;
  currency: 'usd' | 'rub';
}

/**
 * The parts of a statement that make one balance change: `u`, the conditional update of users
 * (balance, and spent for loyalty kinds on a live account) returning the account after it, then
 * its entry in the ledger the updated row belongs to — the live one or the sandbox one, decided
 * from that very row. `u` has no row when the update matched nothing (a debit the balance does
 * not cover, or a `where` that did not hold). The user, the signed amount and the ref may name
 * columns of an earlier CTE listed in `from` (a closing update's row): a purchase's hot path then
 * makes its balance change in the statement that decided it.
 */
export interface ChangeParts {
  userId: RawBuilder<unknown>;
  /** Signed minor units: negative for a debit (guarded so the balance stays ≥ 0). */
  signed: RawBuilder<unknown>;
  debit: boolean;
  kind: LedgerKind;
  ref: RawBuilder<unknown>;
  at: Date;
  from?: RawBuilder<unknown>;
  where?: RawBuilder<unknown>;
}

export function balanceChange(c: ChangeParts): RawBuilder<unknown> {
  const spend = SPEND_KINDS.includes(c.kind) ? sql`-(${c.signed})` : sql`0`;
  const conditions = [sql`users.id = ${c.userId}`];
  if (c.debit) conditions.push(sql`users.balance + (${c.signed}) >= 0`);
  if (c.where) conditions.push(c.where);
  return sql`
    u as (
      update users set balance = users.balance + (${c.signed}),
                       spent = users.spent + case when users.sandbox_of is null then (${spend})::bigint else 0 end
      ${c.from ? sql`from ${c.from}` : sql``}
      where ${sql.join(conditions, sql` and `)}
      returning users.id, users.balance, users.sandbox_of, users.locale, users.currency,
        (${c.signed})::bigint as amount, (${c.ref})::text as ref
    ), live as (
      insert into ledger_entries (user_id, amount, balance_after, kind, ref, created_at)
      select id, amount, balance, ${c.kind}::text, ref, ${c.at}::timestamptz from u where sandbox_of is null
    ), sandbox as (
      insert into sandbox_ledger_entries (user_id, amount, balance_after, kind, ref, created_at)
      select id, amount, balance, ${c.kind}::text, ref, ${c.at}::timestamptz from u where sandbox_of is not null
    )`;
}

/** One balance change as one statement. No row back: the update matched nothing. */
async function change(trx: Db, c: LedgerChange, signed: number): Promise<AccountAfter | undefined> {
  const parts = balanceChange({
    userId: sql`${c.userId}`,
    signed: sql`${signed}::bigint`,
    debit: signed < 0,
    kind: c.kind,
    ref: sql`${c.ref}::text`,
    at: c.at,
  });
  const row = await sql<AccountAfter>`with ${parts} select balance, sandbox_of, locale, currency from u`.execute(trx);
  const account = row.rows[0];
  return account && { ...account, balance: Number(account.balance) };
}

/** Subtracts `amount` only if the balance covers it (no read-then-write race); throws NO_BALANCE. */
export async function debit(trx: Db, c: LedgerChange): Promise<number> {
  return (await debitAccount(trx, c)).balance;
}

export async function debitAccount(trx: Db, c: LedgerChange): Promise<AccountAfter> {
  assertPositive(c.amount);
  const account = await change(trx, c, -c.amount);
  if (!account) throw noBalance();
  return account;
}

export async function credit(trx: Db, c: LedgerChange): Promise<number> {
  return (await creditAccount(trx, c)).balance;
}

export async function creditAccount(trx: Db, c: LedgerChange): Promise<AccountAfter> {
  assertPositive(c.amount);
  const account = await change(trx, c, c.amount);
  if (!account) throw new Error(`no user ${c.userId} to credit`);
  return account;
}

interface ChangedAccount {
  balance: number;
  sandbox_of: number | null;
}

async function record(
  trx: Db,
  change: Omit<LedgerChange, 'kind'> & { kind: SandboxLedgerKind },
  signed: number,
  account: ChangedAccount,
): Promise<void> {
  const values = {
    user_id: change.userId,
    amount: signed,
    balance_after: account.balance,
    ref: change.ref,
    created_at: change.at,
  };
  if (account.sandbox_of !== null) {
    await trx
      .insertInto('sandbox_ledger_entries')
      .values({ ...values, kind: change.kind })
      .execute();
    return;
  }
  if (change.kind === 'sandbox_reset') throw new Error('a sandbox reset on a live account');
  await trx
    .insertInto('ledger_entries')
    .values({ ...values, kind: change.kind })
    .execute();
}

/**
 * Sets a sandbox account's balance to `amount` (the user's "reset"), as one sandbox ledger entry
 * of the difference. The update matches sandbox accounts only, so a live balance can never be
 * set this way; returns null when the account is not a sandbox one.
 */
export async function resetSandboxBalance(
  trx: Db,
  change: { userId: number; amount: number; ref: string; at: Date },
): Promise<number | null> {
  const before = await trx
    .selectFrom('users')
    .select('balance')
    .where('id', '=', change.userId)
    .where('sandbox_of', 'is not', null)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return null;
  const delta = change.amount - before.balance;
  if (delta === 0) return change.amount;
  const row = await trx
    .updateTable('users')
    .set({ balance: change.amount })
    .where('id', '=', change.userId)
    .where('sandbox_of', 'is not', null)
    .returning(['balance', 'sandbox_of'])
    .executeTakeFirstOrThrow();
  await record(trx, { ...change, kind: 'sandbox_reset' }, delta, row);
  return row.balance;
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
