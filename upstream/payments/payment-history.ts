import type { RawBuilder } from 'kysely';
import type { PaymentHistoryQuery } from '@contracts/payments';
import type { Db } from '../db/database';
import type { Locale } from '../server/client-headers';
import { paymentIconUrl } from '../commerce/assets';
import { systemName } from './system-names';
import { dayEnd, dayIn, dayStart } from '../server/zone-days';

const DAY = 86_400_000;
const presets = { today: 1, week: 7, month: 30, year: 365 } as const;

type Instant = Date | RawBuilder<Date>;

/**
 * The history's date filter: explicit from/to days win over a preset range. Days and "today"
 * are the user's (zone-days.ts); the other presets are the last 7, 30 or 365 × 24 hours.
 */
function range(q: PaymentHistoryQuery, now: Date, zone: string | null): { from?: Instant; to?: Instant } {
  if (q.from || q.to) {
    return {
      from: q.from ? dayStart(q.from, zone) : undefined,
      to: q.to ? dayEnd(q.to, zone) : undefined,
    };
  }
  if (!q.date || q.date === 'all') return {};
  if (q.date === 'today') return { from: dayStart(dayIn(now, zone), zone) };
  return { from: new Date(now.getTime() - presets[q.date] * DAY) };
}

export async function paymentHistory(
  db: Db,
  userId: number,
  q: PaymentHistoryQuery,
  now: Date,
  { locale = 'en', zone = null }: { locale?: Locale; zone?: string | null } = {},
) {
  const { from, to } = range(q, now, zone);
  let base = db
    .selectFrom('payments as p')
    .innerJoin('payment_systems as s', 's.id', 'p.system_id')
    .where('p.user_id', '=', userId);
  if (from) base = base.where('p.created_at', '>=', from);
  if (to) base = base.where('p.created_at', '<', to);
  if (q.search) base = base.where('p.transaction_id', 'ilike', `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (q.payment_id) base = base.where('p.system_id', '=', q.payment_id);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        'p.id',
        'p.transaction_id',
        'p.amount',
        'p.status',
        'p.created_at',
        'p.paid_at',
        's.id as system_id',
        's.key',
        's.name',
      ])
      .orderBy('p.id', 'desc')
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)
      .execute(),
  ]);
  const total = Number(count.n);
  return {
    data: rows.map((r) => ({
      id: r.id,
      transaction_id: r.transaction_id,
      amount: Number(r.amount),
      status: r.status,
      system: { id: r.system_id, key: r.key, name: systemName(r.key, r.name, locale), icon: paymentIconUrl(r.key) },
      created_at: r.created_at.toISOString(),
      paid_at: r.paid_at ? r.paid_at.toISOString() : null,
    })),
    meta: { current_page: q.page, last_page: Math.max(1, Math.ceil(total / q.per_page)), per_page: q.per_page, total },
  };
}
