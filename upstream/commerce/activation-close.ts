import { sql } from 'kysely';
import type { ActivationEntry, SmsMessage } from '@contracts/number-entry';
import type { Db } from '../db/database';
import { codeportDeliveriesCte } from '../developer/webhooks/enqueue';
import { balanceChange, type AccountAfter } from './ledger';
import { activationEntryOf } from './entries';
import type { Locale } from '../server/client-headers';

/** The statuses each closing transition starts from: only an activation without a code is refunded. */
export const closableFrom = {
  cancelled: ['waiting'],
  expired: ['waiting'],
  finished: ['code_received', 'waiting_retry'],
} as const;

export type CloseTo = keyof typeof closableFrom;

export interface CloseGuard {
  /** Only this user's activation (user actions); the sweeper closes anyone's. */
  userId?: number;
  /** Only once the cancel lock has passed (a user's cancel). */
  unlocked?: boolean;
  /** Only once its 20 minutes are over (expiry). */
  due?: boolean;
}

export interface ClosedRow {
  id: number;
  user_id: number;
  phone: string;
  price: number;
  status: string;
  /** Slug and ISO code, as the status webhook names them. */
  service: string;
  country: string;
  /** What the refund credited (minor units); 0 when nothing was (finished, or a price of 0). */
  refunded: number;
  /** The account after the refund; null when nothing was refunded. */
  account: AccountAfter | null;
  /** The activation as answered, in the language asked for. */
  entry(locale: Locale): ActivationEntry;
}

interface Row {
  id: number;
  user_id: number;
  phone: string;
  price: number;
  list_price: number | null;
  discount: number | null;
  status: ActivationEntry['status'];
  created_at: Date;
  expires_at: Date;
  cancel_available_at: Date;
  service_id: number;
  service: string;
  service_name: string;
  country_id: number;
  country: string;
  country_name: string;
  operator_id: number;
  operator_name: string;
  balance: number | null;
  sandbox_of: number | null;
  locale: string | null;
  currency: 'usd' | 'rub' | null;
  credited: number | null;
  messages: { id: number; from: string; text: string; code: string | null; viewed: boolean; at: number }[] | string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * A closing transition as one statement (issue 19: a cancel was 8 round trips): the conditional
 * update on the status, the number's release (only when the update matched), the refund with
 * its ledger entry for cancelled and expired (exactly the price charged: ledger.ts's
 * balanceChange, so the ledger and the balance move together), the activation.status_changed
 * deliveries to the owner's endpoints with their bodies built in SQL (enqueue.ts's
 * codeportDeliveriesCte), and everything the answer shows (names, messages). One statement is
 * atomic on its own, so no transaction is needed around it (a cancel was BEGIN, this, the
 * deliveries' insert, COMMIT). Null when the update matched nothing.
 */
export async function closeActivationRow(
  trx: Db,
  id: number,
  to: CloseTo,
  guard: CloseGuard,
  now: Date,
): Promise<ClosedRow | null> {
  const conditions = [sql`a.id = ${id}`, sql`a.status in (${sql.join([...closableFrom[to]])})`];
  if (guard.userId !== undefined) conditions.push(sql`a.user_id = ${guard.userId}`);
  if (guard.unlocked) conditions.push(sql`a.cancel_available_at <= ${now}`);
  if (guard.due) conditions.push(sql`a.expires_at <= ${now}`);
  const refund =
    to === 'finished'
      ? null
      : balanceChange({
          from: sql`closed`,
          userId: sql`closed.user_id`,
          signed: sql`closed.price`,
          debit: false,
          kind: 'activation_refund',
          ref: sql`'activation:' || closed.id`,
          at: now,
          where: sql`closed.price > 0`,
        });
  const facts = sql`closed join users owner on owner.id = closed.user_id
    join services s on s.id = closed.service_id
    join countries c on c.id = closed.country_id`;
  const webhook = codeportDeliveriesCte({
    name: 'hooks',
    event: 'activation.status_changed',
    at: now,
    from: facts,
    account: { id: sql`owner.id`, sandboxOf: sql`owner.sandbox_of` },
    // event-payloads.ts's activationStatusOf, field for field.
    data: [
      ['activation_id', sql`closed.id`],
      ['service', sql`s.slug`],
      ['country', sql`c.iso`],
      ['phone', sql`case when left(closed.phone, 1) = '+' then substr(closed.phone, 2) else closed.phone end`],
      ['status', sql`closed.status`],
    ],
  });
  const result = await sql<Row>`
    with closed as (
      update activations a set status = ${to}, closed_at = ${now}
      where ${sql.join(conditions, sql` and `)}
      returning a.*
    ), released as (
      delete from number_holds h using closed
      where h.number_id = closed.number_id and h.service_id = closed.service_id
    ), ${webhook}${refund ? sql`, ${refund}` : sql``}
    select closed.id, closed.user_id, closed.phone, closed.price, closed.list_price, closed.discount, closed.status,
      closed.created_at, closed.expires_at, closed.cancel_available_at,
      s.id as service_id, s.slug as service, s.name as service_name,
      c.id as country_id, c.iso as country, c.name as country_name, o.id as operator_id, o.name as operator_name,
      ${refund ? sql`u.balance, u.sandbox_of, u.locale, u.currency, u.amount as credited` : sql`null::bigint as balance, null::int as sandbox_of, null::text as locale, null::text as currency, null::bigint as credited`},
      (select coalesce(json_agg(json_build_object('id', m.id, 'from', m.sender, 'text', m.text, 'code', m.code,
          'viewed', m.viewed, 'at', floor(extract(epoch from m.received_at) * 1000)) order by m.id), '[]')
        from sms_messages m where m.activation_id = closed.id) as messages
    from ${facts}
    join operators o on o.id = closed.operator_id
    ${refund ? sql`left join u on true` : sql``}`.execute(trx);
  const r = result.rows[0];
  if (!r) return null;
  const account: AccountAfter | null =
    r.balance === null
      ? null
      : {
          balance: Number(r.balance),
          sandbox_of: r.sandbox_of,
          locale: r.locale ?? 'en',
          currency: r.currency ?? 'usd',
        };
  const messages: SmsMessage[] = json(r.messages).map((m) => ({
    id: m.id,
    from: m.from,
    text: m.text,
    code: m.code,
    viewed: m.viewed,
    received_at: new Date(Number(m.at)).toISOString(),
  }));
  const credited = account ? Number(r.credited ?? 0) : 0;
  const entryRow = {
    ...r,
    service_slug: r.service,
    country_iso: r.country,
    // The entry's refund is what the live ledger holds for it (entries.ts): none for a sandbox account.
    refunded: account?.sandbox_of === null ? credited : 0,
  };
  return {
    id: r.id,
    user_id: r.user_id,
    phone: r.phone,
    price: Number(r.price),
    status: r.status,
    service: r.service,
    country: r.country,
    refunded: credited,
    account,
    entry: (locale) => activationEntryOf(entryRow, messages, locale),
  };
}
