import type { Logger } from 'pino';
import { sql } from 'kysely';
import { RENT_CANCEL_WINDOW_MINUTES } from '@contracts/rent';
import type { RentEntry } from '@contracts/number-entry';
import type { Db } from '../db/database';
import { DomainError, fieldError, notFound } from '../server/errors';
import type { CommerceCtx } from './activation-service';
import { antifraud, buyingPaused } from './active-lists';
import { isUniqueViolation } from './db-errors';
import { localeOf, rentEntry } from './entries';
import { balanceOf, creditAccount, debit } from './ledger';
import { holdNumber, isSandboxAccount, noNumbers, releaseNumber } from './pool';
import { assertWithinCap, buyerLevel, levelFields, quote, quoteFields, type Quote } from './loyalty-price';
import { rentOperators, rentPeriodPrices } from './prices';
import { announceRefund } from './refund-notice';
import { assertSameIntent, keyReused } from './idempotency-reuse';

/**
 * Rental lifecycle: buy for a period, extend before expiry (charged), cancel with a full
 * refund only within 20 minutes and before any SMS, finish early, expire. Like activations,
 * each transition is one conditional UPDATE, so concurrent requests cannot both win.
 */
export interface RentResult {
  rent: RentEntry;
  balance: number;
  created: boolean;
  /** A new purchase or an extension: what it charged at the buyer's loyalty level. */
  charged?: Quote;
}

/**
 * An extension's ledger ref names its rental, then the extension itself: the statement shows the
 * rental ("Rental #3 extension"), and (kind, ref) stays unique per extension.
 */
const extensionRef = (rentalId: number, extensionId: number) => `rent-extension:${rentalId}:${extensionId}`;

const hours = (n: number) => n * 3_600_000;

export interface BuyRentInput {
  serviceId: number;
  countryId: number;
  period: number;
  operatorId?: number;
  idempotencyKey?: string | null;
  /** The most the buyer agreed to pay, minor units: above it nothing is charged (PRICE_CHANGED). */
  maxPrice?: number;
}

async function findByKey(db: Db, userId: number, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('rentals')
    .select('id')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.id;
}

async function result(ctx: CommerceCtx, userId: number, id: number, created: boolean): Promise<RentResult> {
  const [rent, balance] = await Promise.all([
    localeOf(ctx.db, userId).then((locale) => rentEntry(ctx.db, id, locale)),
    balanceOf(ctx.db, userId),
  ]);
  return { rent, balance, created };
}

/** The rental an earlier request made under the same key, when it asked for the same. */
async function replay(ctx: CommerceCtx, userId: number, id: number, input: BuyRentInput): Promise<RentResult> {
  const earlier = await result(ctx, userId, id, false);
  assertSameIntent(earlier.rent, input);
  return earlier;
}

export async function buyRent(ctx: CommerceCtx, userId: number, input: BuyRentInput): Promise<RentResult> {
  const key = input.idempotencyKey ?? null;
  if (key) {
    const earlier = await findByKey(ctx.db, userId, key);
    if (earlier) return replay(ctx, userId, earlier, input);
  }
  const now = ctx.now();
  const block = await antifraud(ctx.db, 'rent', userId, now);
  if (block.restricted) throw buyingPaused(block);
  const listPrice = (await rentPeriodPrices(ctx.db, input.serviceId, input.countryId)).get(input.period);
  if (listPrice === undefined) throw noNumbers();
  const charged = quote(listPrice, await buyerLevel(ctx.db, userId, ctx.now()));
  // The price checked is the price charged below, whatever the table says by then.
  assertWithinCap(charged.price, input.maxPrice);
  const price = charged.price;
  const [offered, sandbox] = await Promise.all([
    rentOperators(ctx.db, input.serviceId, input.countryId),
    isSandboxAccount(ctx.db, userId),
  ]);
  // A sandbox rental gets a virtual number (pool.ts), so live stock must not decide its operators.
  const operators = offered.filter((o) =>
    input.operatorId !== undefined ? o.id === input.operatorId : sandbox || o.count > 0,
  );
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      for (const op of operators) {
        const held = await holdNumber(
          trx,
          { serviceId: input.serviceId, countryId: input.countryId, operatorId: op.id },
          'rent',
          userId,
          { now, sandbox },
        );
        if (!held) continue;
        const row = await trx
          .insertInto('rentals')
          .values({
            // The id the hold already names (pool.ts reserves it), so the hold needs no update.
            ...(held.refId !== null ? { id: held.refId } : {}),
            user_id: userId,
            service_id: input.serviceId,
            country_id: input.countryId,
            operator_id: op.id,
            number_id: held.numberId,
            phone: held.phone,
            price,
            list_price: charged.list_price,
            discount: charged.discount,
            status: 'active',
            idempotency_key: key,
            period: input.period,
            created_at: now,
            expires_at: new Date(now.getTime() + hours(input.period)),
            cancel_available_until: new Date(now.getTime() + RENT_CANCEL_WINDOW_MINUTES * 60_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await debit(trx, { userId, amount: price, kind: 'rent_charge', ref: `rent:${row.id}`, at: now });
        return row.id;
      }
      throw noNumbers();
    });
    return { ...(await result(ctx, userId, id, true)), charged };
  } catch (error) {
    if (key && isUniqueViolation(error, 'rentals_idempotency')) {
      const earlier = await findByKey(ctx.db, userId, key);
      if (earlier) return replay(ctx, userId, earlier, input);
    }
    throw error;
  }
}

async function ownRental(db: Db, userId: number, id: number) {
  const row = await db
    .selectFrom('rentals')
    .select(['id', 'status', 'service_id', 'country_id', 'expires_at', 'cancel_available_until', 'messages_count'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Rental not found.');
  return row;
}

function assertOpen(row: { status: string; expires_at: Date }, now: Date): void {
  if (row.status !== 'active' || row.expires_at <= now)
    throw new DomainError(
      409,
      'ALREADY_FINISHED',
      `This rental is already ${row.status === 'active' ? 'expired' : row.status}.`,
    );
}

/** What extending by each period would cost and where it would move the expiry. */
export async function extendPrices(ctx: CommerceCtx, userId: number, id: number) {
  const row = await ownRental(ctx.db, userId, id);
  assertOpen(row, ctx.now());
  const [prices, level] = await Promise.all([
    rentPeriodPrices(ctx.db, row.service_id, row.country_id),
    buyerLevel(ctx.db, userId, ctx.now()),
  ]);
  return {
    periods: [...prices]
      .sort(([a], [b]) => a - b)
      .map(([period, price]) => ({
        period,
        ...quoteFields(quote(price, level)),
        expired_date: new Date(row.expires_at.getTime() + hours(period)).toISOString(),
      })),
    expired_date: row.expires_at.toISOString(),
    ...levelFields(level),
  };
}

/**
 * Whether this rental already has the extension made under `key`: true for the same period,
 * and keyReused for another (the key named a different extension).
 */
async function extendedUnder(db: Db, id: number, key: string, period: number): Promise<boolean> {
  const row = await db
    .selectFrom('rent_extensions')
    .select('period')
    .where('rental_id', '=', id)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (row && row.period !== period) throw keyReused();
  return row !== undefined;
}

/**
 * Extends an active rental by `period` hours at the period's price. With a key, the same key
 * extends once: a retry (its answer lost, a double click) is answered with the rental as it
 * stands and charged nothing, like a purchase's replay (no `charged`). With `maxPrice` (what the
 * buyer agreed to, minor units) a dearer extension charges nothing: PRICE_CHANGED.
 */
export async function extendRent(
  ctx: CommerceCtx,
  userId: number,
  id: number,
  period: number,
  { key = null, maxPrice }: { key?: string | null; maxPrice?: number } = {},
): Promise<RentResult> {
  const now = ctx.now();
  const row = await ownRental(ctx.db, userId, id);
  if (key && (await extendedUnder(ctx.db, id, key, period))) return result(ctx, userId, id, false);
  assertOpen(row, now);
  const listPrice = (await rentPeriodPrices(ctx.db, row.service_id, row.country_id)).get(period);
  // Mostly a race: the period was offered when the prices were read, and taken off the table
  // since. Its own code, so the web can say it in the user's language.
  if (listPrice === undefined)
    throw fieldError('period', 'This period is not offered for this number.', 'PERIOD_NOT_OFFERED');
  const charged = quote(listPrice, await buyerLevel(ctx.db, userId, ctx.now()));
  assertWithinCap(charged.price, maxPrice);
  const price = charged.price;
  const extend = () =>
    ctx.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('rentals')
        .set({
          expires_at: sql<Date>`expires_at + make_interval(hours => ${period})`,
          price: sql<number>`price + ${price}`,
        })
        .where('id', '=', id)
        .where('status', '=', 'active')
        .where('expires_at', '>', now)
        .returning('id')
        .executeTakeFirst();
      if (!updated) return false;
      const ext = await trx
        .insertInto('rent_extensions')
        .values({ rental_id: id, period, price, created_at: now, idempotency_key: key })
        .returning('id')
        .executeTakeFirstOrThrow();
      await debit(trx, { userId, amount: price, kind: 'rent_extend', ref: extensionRef(id, ext.id), at: now });
      return true;
    });
  let extended: boolean;
  try {
    extended = await extend();
  } catch (error) {
    // The same key at the same moment: the other request extended and charged; this one's
    // transaction rolled back whole.
    if (key && isUniqueViolation(error, 'rent_extensions_idempotency')) {
      await extendedUnder(ctx.db, id, key, period);
      return result(ctx, userId, id, false);
    }
    throw error;
  }
  if (!extended) assertOpen(await ownRental(ctx.db, userId, id), now);
  return { ...(await result(ctx, userId, id, false)), charged };
}

export async function cancelRent(ctx: CommerceCtx, userId: number, id: number): Promise<RentResult> {
  const now = ctx.now();
  if (!(await closeRental(ctx, id, 'cancelled', { userId, refundable: true }))) {
    const row = await ownRental(ctx.db, userId, id);
    assertOpen(row, now);
    const reason =
      row.messages_count > 0
        ? 'an SMS has already arrived'
        : `the ${RENT_CANCEL_WINDOW_MINUTES}-minute window has passed`;
    throw new DomainError(
      409,
      'RENT_NOT_REFUNDABLE',
      `This rental can no longer be cancelled with a refund: ${reason}. You can finish it instead.`,
    );
  }
  return result(ctx, userId, id, false);
}

export async function finishRent(ctx: CommerceCtx, userId: number, id: number): Promise<RentResult> {
  if (!(await closeRental(ctx, id, 'finished', { userId }))) assertOpen(await ownRental(ctx.db, userId, id), ctx.now());
  return result(ctx, userId, id, false);
}

interface CloseGuard {
  /** Only this user's rental (user actions); the sweeper closes anyone's. */
  userId?: number;
  /** Only within the cancel window and before any SMS (a cancel with a refund). */
  refundable?: boolean;
  /** Only once it is past its expiry. */
  due?: boolean;
}

/**
 * The one code path that closes an active rental (cancel, finish, expiry): a conditional UPDATE
 * on the status, then in the same transaction the refund (cancelled only: purchase plus
 * extensions, exactly as charged) and the number's release. Concurrent callers cannot both win,
 * so a refund happens once; it is announced after the commit. False when nothing matched.
 */
async function closeRental(
  ctx: CommerceCtx,
  id: number,
  to: 'cancelled' | 'finished' | 'expired',
  guard: CloseGuard,
): Promise<boolean> {
  const now = ctx.now();
  const closed = await ctx.db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('rentals')
      .set({ status: to, closed_at: now })
      .where('id', '=', id)
      .where('status', '=', 'active');
    if (guard.userId !== undefined) update = update.where('user_id', '=', guard.userId);
    // messages_count = 0 under this row lock: an SMS stored first makes the cancel fail.
    if (guard.refundable) update = update.where('messages_count', '=', 0).where('cancel_available_until', '>', now);
    if (guard.due) update = update.where('expires_at', '<=', now);
    const row = await update.returning(['user_id', 'phone', 'price', 'number_id', 'service_id']).executeTakeFirst();
    if (!row) return null;
    const refunded = to === 'cancelled' ? row.price : 0;
    // The account as the refund left it: the notice's language, currency and new balance, so
    // announceRefund reads none of them again (issue 19).
    const after =
      refunded > 0
        ? await creditAccount(trx, {
            userId: row.user_id,
            amount: refunded,
            kind: 'rent_refund',
            ref: `rent:${id}`,
            at: now,
          })
        : null;
    await releaseNumber(trx, row.number_id, row.service_id);
    return { ...row, refunded, after };
  });
  if (!closed) return false;
  if (closed.refunded > 0) {
    await announceRefund(
      ctx,
      {
        userId: closed.user_id,
        type: 'rent',
        id,
        phone: closed.phone,
        amount: closed.refunded,
        reason: 'cancelled',
      },
      closed.after ?? undefined,
    );
  }
  return true;
}

export async function readAllRent(ctx: CommerceCtx, userId: number, id: number): Promise<RentResult> {
  await ownRental(ctx.db, userId, id);
  await ctx.db
    .updateTable('sms_messages')
    .set({ viewed: true })
    .where('rental_id', '=', id)
    .where('viewed', '=', false)
    .execute();
  return result(ctx, userId, id, false);
}

/** Ends rentals past their expiry and frees their numbers (no refund); safe to run concurrently. */
export async function expireRentals(
  ctx: CommerceCtx,
  options: { userId?: number; limit?: number; log?: Pick<Logger, 'info'> } = {},
): Promise<number> {
  const now = ctx.now();
  let query = ctx.db
    .selectFrom('rentals')
    .select(['id', 'user_id'])
    .where('status', '=', 'active')
    .where('expires_at', '<=', now);
  if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
  const due = await query
    .orderBy('expires_at')
    .limit(options.limit ?? 500)
    .execute();
  let expired = 0;
  for (const { id, user_id } of due) {
    if (!(await closeRental(ctx, id, 'expired', { due: true }))) continue;
    expired++;
    options.log?.info({ rentalId: id, userId: user_id, status: 'expired' }, 'sweeper: rental closed');
  }
  return expired;
}
