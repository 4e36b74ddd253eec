import { sql } from 'kysely';
import type { ActiveListQuery } from '@contracts/number-entry';
import type { Db } from '../db/database';
import { DomainError } from '../server/errors';

/**
 * The active-number lists (activations or rentals of one user): filters, sort, pagination
 * meta, the unfiltered total for the navigation badge, and the antifraud block.
 */
export type PurchaseKind = 'activation' | 'rent';

const tableOf = { activation: 'activations', rent: 'rentals' } as const;
const openStatuses = { activation: ['waiting', 'code_received', 'waiting_retry'], rent: ['active'] };

/** Cancellations in 24 h after which buying is refused until older ones age out. */
export const ANTIFRAUD_CANCEL_LIMIT = 30;

/** The digits of a search that is written as a phone number (digits, spaces, + - . ( )), else null. */
function phoneDigits(search: string): string | null {
  if (!/^[\d\s+\-.()]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  return digits === '' ? null : digits;
}

export interface ActivePage {
  ids: number[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
  total_count: number;
}

export async function activePage(
  db: Db,
  kind: PurchaseKind,
  userId: number,
  q: ActiveListQuery,
  now: Date,
): Promise<ActivePage> {
  // Raw SQL: the same query over two tables, which Kysely's builder cannot type as a union.
  const open = sql`x.user_id = ${userId} and x.status in (${sql.join(openStatuses[kind])}) and x.expires_at > ${now}`;
  const filters = [open];
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = phoneDigits(q.search);
    // A number as people write it ("+380 78 661-9809", "(380) 786619809") is its digits.
    const phone = digits ? sql`regexp_replace(x.phone, '[^0-9]', '', 'g') like ${`%${digits}%`}` : sql`false`;
    filters.push(sql`(x.phone ilike ${like} or ${phone} or s.name ilike ${like})`);
  }
  if (q.services_ids?.length) filters.push(sql`x.service_id in (${sql.join(q.services_ids)})`);
  if (q.countries_ids?.length) filters.push(sql`x.country_id in (${sql.join(q.countries_ids)})`);
  const from = sql`from ${sql.table(tableOf[kind])} x join services s on s.id = x.service_id`;
  const where = sql.join(filters, sql` and `);
  const order =
    q.sort === 'oldest' ? sql`x.id asc` : q.sort === 'expiring' ? sql`x.expires_at asc, x.id asc` : sql`x.id desc`;

  const [all, matching, rows] = await Promise.all([
    sql<{ n: number }>`select count(*)::int as n ${from} where ${open}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n ${from} where ${where}`.execute(db),
    sql<{
      id: number;
    }>`select x.id ${from} where ${where} order by ${order} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`.execute(
      db,
    ),
  ]);
  const total = Number(matching.rows[0]?.n ?? 0);
  return {
    ids: rows.rows.map((r) => r.id),
    meta: { current_page: q.page, last_page: Math.max(1, Math.ceil(total / q.per_page)), per_page: q.per_page, total },
    total_count: Number(all.rows[0]?.n ?? 0),
  };
}

export async function latestIds(db: Db, kind: PurchaseKind, userId: number, limit = 10): Promise<number[]> {
  const rows = await sql<{
    id: number;
  }>`select id from ${sql.table(tableOf[kind])} where user_id = ${userId} order by id desc limit ${limit}`.execute(db);
  return rows.rows.map((r) => r.id);
}

export async function antifraud(db: Db, kind: PurchaseKind, userId: number, now: Date) {
  const since = new Date(now.getTime() - 86_400_000);
  const row = await sql<{ n: number }>`
    select count(*)::int as n from ${sql.table(tableOf[kind])}
    where user_id = ${userId} and status = 'cancelled' and closed_at > ${since}`.execute(db);
  return antifraudBlock(Number(row.rows[0]?.n ?? 0));
}

/** The antifraud answer for a count of cancellations in the last 24 h. */
export function antifraudBlock(cancelled: number) {
  const restricted = cancelled >= ANTIFRAUD_CANCEL_LIMIT;
  return {
    restricted,
    cancelled_last_24h: cancelled,
    limit: ANTIFRAUD_CANCEL_LIMIT,
    message: restricted
      ? `Too many cancellations in 24 hours (${cancelled} of ${ANTIFRAUD_CANCEL_LIMIT}): buying is paused for a while.`
      : null,
  };
}

/** The refusal of a purchase (activation or rental, live or sandbox) while the antifraud pause holds. */
export function buyingPaused(block: ReturnType<typeof antifraudBlock>): DomainError {
  return new DomainError(403, 'BUYING_PAUSED', block.message ?? 'Buying is paused.');
}
