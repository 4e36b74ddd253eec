import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import {
  exportStatement,
  getStatement,
  STATEMENT_EXPORT_MAX_ROWS,
  type StatementEntry,
  type StatementExportQuery,
  type StatementType,
} from '@contracts/statement';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { LedgerKind } from '../db/schema-commerce';
import type { UpstreamContext } from '../server/context';
import type { AuthUser } from '../accounts/tokens';
import { registerRoute } from '../server/register-route';
import { DomainError } from '../server/errors';
import { databaseZone, dayEnd, dayIn, dayStart, zonedTimestamps } from '../server/zone-days';
import { likePatterns, offsetOf, pageMeta } from '../platform/paging';

/**
 * The balance statement: the user's ledger as they can read it. The ledger already keeps the
 * balance after every change (balance_after, written in the same transaction as the change),
 * so the running balance is the ledger's own, never recomputed here: the newest movement's
 * equals users.balance. Types are named from the ledger kind and, where one kind covers two
 * things, from its reference.
 */

const WITHDRAWAL_REF = 'referral-withdrawal:%';
const REWARD_REF = 'social-reward:%';

type Eb = ExpressionBuilder<Database, 'ledger_entries'>;

/** The ledger rows a statement type stands for. */
function typeCondition(eb: Eb, type: StatementType) {
  const kinds = (...k: LedgerKind[]) => eb('kind', 'in', k);
  switch (type) {
    case 'top_up':
      return kinds('topup');
    case 'purchase':
      return kinds('activation_charge', 'rent_charge');
    case 'refund':
      return kinds('activation_refund', 'rent_refund');
    case 'extension':
      return kinds('rent_extend');
    case 'withdrawal':
      return eb.and([kinds('referral_bonus'), eb('ref', 'like', WITHDRAWAL_REF)]);
    case 'referral_earning':
      return eb.and([kinds('referral_bonus'), eb('ref', 'not like', WITHDRAWAL_REF)]);
    case 'reward':
      return eb.and([kinds('adjustment'), eb('ref', 'like', REWARD_REF)]);
    case 'adjustment':
      // A sandbox account's balance resets read as adjustments (typeOf), so they filter as such.
      return eb.and([kinds('adjustment', 'sandbox_reset' as LedgerKind), eb('ref', 'not like', REWARD_REF)]);
  }
}

function typeOf(kind: LedgerKind, ref: string): StatementType {
  switch (kind) {
    case 'topup':
      return 'top_up';
    case 'activation_charge':
    case 'rent_charge':
      return 'purchase';
    case 'activation_refund':
    case 'rent_refund':
      return 'refund';
    case 'rent_extend':
      return 'extension';
    case 'referral_bonus':
      return ref.startsWith('referral-withdrawal:') ? 'withdrawal' : 'referral_earning';
    default:
      return ref.startsWith('social-reward:') ? 'reward' : 'adjustment';
  }
}

const referenceTypes: Record<string, StatementEntry['reference_type']> = {
  activation: 'activation',
  rent: 'rent',
  'rent-extension': 'rent_extension',
  payment: 'payment',
  'referral-withdrawal': 'referral_withdrawal',
  'social-reward': 'reward',
};

/** "activation:12" → activation, "12"; "payment:tx_…" → payment, "tx_…"; anything else → other. */
function referenceOf(ref: string): Pick<StatementEntry, 'reference_type' | 'reference_id'> {
  const colon = ref.indexOf(':');
  const prefix = colon > 0 ? ref.slice(0, colon) : '';
  const type = referenceTypes[prefix];
  if (!type) return { reference_type: 'other', reference_id: ref };
  // A reward's ref names the provider and the user ("social-reward:telegram:7"): the provider is its
  // reference. An extension's names the rental and the extension ("rent-extension:3:17"): the rental is.
  const rest = ref.slice(colon + 1);
  const firstPart = type === 'reward' || type === 'rent_extension';
  return { reference_type: type, reference_id: firstPart ? rest.split(':')[0]! : rest };
}

/**
 * The ledger the account's money is kept in: a sandbox key's account moves sandbox money, which
 * never enters ledger_entries (commerce/ledger.ts), so its statement is sandbox_ledger_entries
 * (the same columns; a reset reads as an adjustment). Else a developer testing with the sandbox
 * saw a balance that no statement line explained.
 */
const ledgerOf = (user: Pick<AuthUser, 'kind'>) =>
  (user.kind === 'sandbox' ? 'sandbox_ledger_entries' : 'ledger_entries') as 'ledger_entries';

function filtered(db: Db, user: Pick<AuthUser, 'id' | 'kind'>, q: StatementExportQuery, zone: string | null) {
  let base = db.selectFrom(ledgerOf(user)).where('user_id', '=', user.id);
  if (q.type) {
    const type = q.type;
    base = base.where((eb) => typeCondition(eb, type));
  }
  if (q.from) base = base.where('created_at', '>=', dayStart(q.from, zone));
  if (q.to) base = base.where('created_at', '<', dayEnd(q.to, zone));
  for (const p of likePatterns(q.search)) base = base.where('ref', 'ilike', p);
  return base;
}

const columns = ['id', 'created_at', 'kind', 'ref', 'amount', 'balance_after'] as const;

function toEntry(r: {
  id: number;
  created_at: Date;
  kind: LedgerKind;
  ref: string;
  amount: number;
  balance_after: number;
}): StatementEntry {
  return {
    id: r.id,
    date: r.created_at.toISOString(),
    type: typeOf(r.kind, r.ref),
    reference: r.ref,
    ...referenceOf(r.ref),
    amount: Number(r.amount),
    balance_after: Number(r.balance_after),
  };
}

async function account(db: Db, userId: number) {
  const u = await db
    .selectFrom('users')
    .select(['balance', 'currency'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { balance: Number(u.balance), currency: u.currency };
}

/** Minor units as a plain decimal for a spreadsheet: -150 → "-1.50". */
const decimal = (minor: number) =>
  `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (= + - @ at the start) is prefixed with '.
 */
export function csvCell(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const statementCsvHeader = ['date', 'type', 'reference', 'amount', 'balance_after', 'currency'];

/** Dates on the wall clock of `zone` (the user's, as the filter's days), with their offset. */
export function statementCsv(entries: StatementEntry[], currency: string, zone: string | null = null): string {
  const lines = [statementCsvHeader.join(',')];
  const timestamp = zonedTimestamps(zone);
  for (const e of entries) {
    lines.push(
      [
        csvCell(timestamp(new Date(e.date))),
        csvCell(e.type),
        csvCell(e.reference),
        decimal(e.amount),
        decimal(e.balance_after),
        csvCell(currency.toUpperCase()),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function registerStatementRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  registerRoute(app, ctx, getStatement, async ({ me, query, headers }) => {
    const user = me();
    const base = filtered(db, user, query, await databaseZone(db, headers.zone));
    const [count, rows, acc] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .select([...columns])
        .orderBy('id', 'desc')
        .limit(query.per_page)
        .offset(offsetOf(query.page, query.per_page))
        .execute(),
      account(db, user.id),
    ]);
    return {
      status: true as const,
      data: rows.map(toEntry),
      meta: pageMeta(Number(count.n), query.page, query.per_page),
      ...acc,
    };
  });

  registerRoute(app, ctx, exportStatement, async ({ me, query, headers, request, reply }) => {
    const user = me();
    const zone = await databaseZone(db, headers.zone);
    const [rows, acc] = await Promise.all([
      filtered(db, user, query, zone)
        .select([...columns])
        .orderBy('id', 'desc')
        .limit(STATEMENT_EXPORT_MAX_ROWS + 1)
        .execute(),
      account(db, user.id),
    ]);
    // One row past the cap tells there are more: a file cut short would be a statement that lies.
    if (rows.length > STATEMENT_EXPORT_MAX_ROWS)
      throw new DomainError(
        422,
        'EXPORT_TOO_LARGE',
        `More than ${STATEMENT_EXPORT_MAX_ROWS} entries match: export a shorter period.`,
      );
    const csv = statementCsv(rows.map(toEntry), acc.currency, zone);
    const filename = `codeport-statement-${dayIn(ctx.now(), zone)}.csv`;
    const accept = request.headers.accept ?? '';
    if (/application\/json/i.test(accept) && !/text\/csv/i.test(accept)) {
      return { status: true as const, filename, content_type: 'text/csv' as const, csv };
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
}
