import { sql, type Insertable, type Selectable } from 'kysely';
import type { ActivationEntry, RentEntry, SmsMessage } from '@contracts/number-entry';
import type { Db } from '../db/database';
import type { ActivationsTable, SmsMessagesTable } from '../db/schema-commerce';
import { supportedLocales, type Locale } from '../server/client-headers';
import { flagUrl, iconUrl } from './assets';
import { countryName } from './country-names';

/** Turns activation and rental rows into the contract's entries (service, country, operator, messages). */

type Kind = 'activation' | 'rent';

const smsColumns = ['id', 'activation_id', 'rental_id', 'sender', 'text', 'code', 'viewed', 'received_at'] as const;

const smsOf = (r: Selectable<SmsMessagesTable>): SmsMessage => ({
  id: r.id,
  from: r.sender,
  text: r.text,
  code: r.code,
  viewed: r.viewed,
  received_at: r.received_at.toISOString(),
});

const ownerColumn = (kind: Kind) => (kind === 'activation' ? 'activation_id' : 'rental_id');

/** Every message of each purchase, oldest first: what the lists and the APIs promise. */
async function messagesOf(db: Db, kind: Kind, ids: number[]): Promise<Map<number, SmsMessage[]>> {
  const out = new Map<number, SmsMessage[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('sms_messages')
    .select(smsColumns)
    .where(ownerColumn(kind), 'in', ids)
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const owner = (kind === 'activation' ? r.activation_id : r.rental_id) as number;
    const list = out.get(owner) ?? [];
    list.push(smsOf(r));
    out.set(owner, list);
  }
  return out;
}

/**
 * One purchase's newest `limit` messages, oldest first, and whether it has older ones: a busy
 * rental's realtime event must not read its whole history for each SMS (sms-intake.ts).
 */
export async function newestMessagesOf(
  db: Db,
  kind: Kind,
  id: number,
  limit: number,
): Promise<{ messages: SmsMessage[]; truncated: boolean }> {
  const rows = await db
    .selectFrom('sms_messages')
    .select(smsColumns)
    .where(ownerColumn(kind), '=', id)
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  return { messages: rows.slice(0, limit).reverse().map(smsOf), truncated: rows.length > limit };
}

/** Reads the messages entries carry, per purchase id; all of them unless the caller says otherwise. */
export type MessagesFor = (ids: number[]) => Promise<Map<number, SmsMessage[]>>;

const refColumns = [
  'x.id',
  'x.phone',
  'x.price',
  'x.list_price',
  'x.discount',
  'x.created_at',
  'x.expires_at',
  's.id as service_id',
  's.name as service_name',
  's.slug as service_slug',
  'c.id as country_id',
  'c.name as country_name',
  'c.iso as country_iso',
  'o.id as operator_id',
  'o.name as operator_name',
] as const;

interface RefRow {
  id: number;
  phone: string;
  price: number;
  list_price: number | null;
  discount: number | null;
  refunded: number | string;
  created_at: Date;
  expires_at: Date;
  service_id: number;
  service_name: string;
  service_slug: string;
  country_id: number;
  country_name: string;
  country_iso: string;
  operator_id: number;
  operator_name: string;
}

function common(r: RefRow, messages: SmsMessage[], locale: Locale) {
  return {
    id: r.id,
    phone: r.phone,
    service: { id: r.service_id, name: r.service_name, icon: iconUrl(r.service_slug) },
    country: {
      id: r.country_id,
      name: countryName(r.country_iso, r.country_name, locale),
      flag: flagUrl(r.country_iso),
    },
    operator: { id: r.operator_id, name: r.operator_name },
    price: Number(r.price),
    list_price: r.list_price === null ? null : Number(r.list_price),
    discount: r.discount === null ? null : Number(r.discount),
    refunded: Number(r.refunded),
    created_at: r.created_at.toISOString(),
    expired_date: r.expires_at.toISOString(),
    messages,
  };
}

/**
 * What the ledger credited back for the purchase: its refund entry (kind, ref) is unique, so
 * this is the one refund or 0, read from the ledger itself rather than a copy that could differ.
 * A sandbox account's refund is in the sandbox ledger (commerce/ledger.ts): a developer's cancel
 * says what came back in sandbox money, as a live one does.
 */
const refundedSql = (kind: 'activation_refund' | 'rent_refund', prefix: 'activation:' | 'rent:') =>
  sql<number>`(select coalesce(sum(l.amount), 0) from (
      select amount from ledger_entries
        where user_id = x.user_id and kind = ${kind} and ref = ${prefix} || x.id::text
      union all
      select amount from sandbox_ledger_entries
        where user_id = x.user_id and kind = ${kind} and ref = ${prefix} || x.id::text) l)`.as('refunded');

/** Entries in the order of `ids`. */
export async function activationEntries(
  db: Db,
  ids: number[],
  locale: Locale = 'en',
  messagesFor: MessagesFor = (of) => messagesOf(db, 'activation', of),
): Promise<ActivationEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('activations as x')
    .innerJoin('services as s', 's.id', 'x.service_id')
    .innerJoin('countries as c', 'c.id', 'x.country_id')
    .innerJoin('operators as o', 'o.id', 'x.operator_id')
    .select([...refColumns, 'x.status', 'x.cancel_available_at', refundedSql('activation_refund', 'activation:')])
    .where('x.id', 'in', ids)
    .execute();
  const messages = await messagesFor(ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const entry: ActivationEntry = {
      ...common(r, messages.get(id) ?? [], locale),
      type: 'activation',
      status: r.status,
      cancel_available_at: r.cancel_available_at.toISOString(),
    };
    return [entry];
  });
}

/** An entry from a row a statement already returned with its names (a closing update's). */
/** The columns an activation's entry is made of (activationEntryOf), as a statement answers them. */
export type ActivationEntryRow = RefRow & { status: ActivationEntry['status']; cancel_available_at: Date };

export function activationEntryOf(r: ActivationEntryRow, messages: SmsMessage[], locale: Locale): ActivationEntry {
  return {
    ...common(r, messages, locale),
    type: 'activation',
    status: r.status,
    cancel_available_at: r.cancel_available_at.toISOString(),
  };
}

/**
 * Inserts an activation and answers its entry in the same statement (a purchase's hot path).
 * A row not yet committed has no messages and no refund, so both are known without reading.
 */
export async function insertActivationEntry(
  trx: Db,
  values: Insertable<ActivationsTable>,
  locale: Locale,
): Promise<ActivationEntry> {
  const r = await trx
    .with('x', (db) => db.insertInto('activations').values(values).returningAll())
    .selectFrom('x')
    .innerJoin('services as s', 's.id', 'x.service_id')
    .innerJoin('countries as c', 'c.id', 'x.country_id')
    .innerJoin('operators as o', 'o.id', 'x.operator_id')
    .select([...refColumns, 'x.status', 'x.cancel_available_at'])
    .executeTakeFirstOrThrow();
  return {
    ...common({ ...r, refunded: 0 }, [], locale),
    type: 'activation',
    status: r.status,
    cancel_available_at: r.cancel_available_at.toISOString(),
  };
}

export async function rentEntries(
  db: Db,
  ids: number[],
  locale: Locale = 'en',
  messagesFor: MessagesFor = (of) => messagesOf(db, 'rent', of),
): Promise<RentEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('rentals as x')
    .innerJoin('services as s', 's.id', 'x.service_id')
    .innerJoin('countries as c', 'c.id', 'x.country_id')
    .innerJoin('operators as o', 'o.id', 'x.operator_id')
    .select([...refColumns, 'x.status', 'x.period', 'x.cancel_available_until', refundedSql('rent_refund', 'rent:')])
    .where('x.id', 'in', ids)
    .execute();
  const messages = await messagesFor(ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const entry: RentEntry = {
      ...common(r, messages.get(id) ?? [], locale),
      type: 'rent',
      status: r.status,
      period: r.period,
      cancel_available_until: r.cancel_available_until.toISOString(),
    };
    return [entry];
  });
}

/** The language a user last used the site in: entries built outside their request are named in it. */
export async function localeOf(db: Db, userId: number): Promise<Locale> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return supportedLocales.find((l) => l === row?.locale) ?? 'en';
}

export async function activationEntry(
  db: Db,
  id: number,
  locale: Locale = 'en',
  messagesFor?: MessagesFor,
): Promise<ActivationEntry> {
  const [entry] = await activationEntries(db, [id], locale, messagesFor);
  if (!entry) throw new Error(`activation ${id} vanished`);
  return entry;
}

export async function rentEntry(
  db: Db,
  id: number,
  locale: Locale = 'en',
  messagesFor?: MessagesFor,
): Promise<RentEntry> {
  const [entry] = await rentEntries(db, [id], locale, messagesFor);
  if (!entry) throw new Error(`rental ${id} vanished`);
  return entry;
}
