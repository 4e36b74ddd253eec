import { sql } from 'kysely';
import type { ActivationEntry, SmsMessage } from '@contracts/number-entry';
import type { Db } from '../db/database';
import type { AccountAfter } from './ledger';
import { activationEntryOf } from './entries';
import type { Locale } from '../server/client-headers';
import type { StoredNotice } from './refund-notice';
import { runAs, type UserOrClaim } from '../accounts/session-claim';

/** The statuses each closing transition starts from: only an activation without a code is refunded. */
export const closableFrom = {
  cancelled: ['waiting'],
  expired: ['waiting'],
  finished: ['code_received', 'waiting_retry'],
} as const;

export type CloseTo = keyof typeof closableFrom;

export interface CloseGuard {
  /**
   * Only this user's activation (user actions), or the request's session claim, admitted by this
   * very call (session-claim.ts); the sweeper closes anyone's.
   */
  userId?: UserOrClaim;
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
  /** The refund's notification, stored by the same call when a note was passed (0021). */
  notice: StoredNotice | null;
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
  note_id: number | null;
  note_title: string | null;
  note_body: string | null;
  note_locale: string | null;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * A closing transition as one call of the PL/pgSQL function activation_close_noted (migrations
 * 0019, 0021, and 0022, which runs them in one body; issue 19: a cancel was 8 round trips, then
 * one multi-CTE statement that PGlite planned on every call): the conditional update on the status, the number's release, the
 * activation.status_changed deliveries to the owner's endpoints with their bodies built in SQL
 * (codeportBody's text, byte for byte), the refund with its ledger entry for cancelled and
 * expired (exactly the price charged, as ledger.ts's balanceChange writes a credit), and
 * everything the answer shows (names, messages). With `note` (refund-notice.ts refundNote), the
 * same call also stores the refund's notification (migration 0021, its text inlined since 0022), so
 * a cancel is one statement. One call is atomic on its own, so no transaction is needed around
 * it. Null when the update matched nothing. With a claim, the session's admission runs first in
 * the same statement (migration 0023), and the close only for a session.
 */
export async function closeActivationRow(
  trx: Db,
  id: number,
  to: CloseTo,
  guard: CloseGuard,
  now: Date,
  note: string | null = null,
): Promise<ClosedRow | null> {
  const r = await runAs<Row>(trx, guard.userId ?? null, {
    action: 'activation_close_noted',
    args: (userId) => sql`${id}::int, ${to}::text, ${[...closableFrom[to]]}::text[],
      ${userId}, ${guard.unlocked ?? false}::boolean, ${guard.due ?? false}::boolean,
      ${to !== 'finished'}::boolean, ${now}::timestamptz, ${now.toISOString()}::text, ${note}::json`,
  });
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
    // The entry's refund is what its ledger holds for it (entries.ts), sandbox money for a sandbox account.
    refunded: credited,
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
    notice:
      r.note_id === null
        ? null
        : {
            id: r.note_id,
            title: r.note_title ?? '',
            body: r.note_body ?? '',
            locale: r.note_locale ?? 'en',
            createdAt: now,
          },
    entry: (locale) => activationEntryOf(entryRow, messages, locale),
  };
}
