import type { Logger } from 'pino';
import { sql } from 'kysely';
import { ACTIVATION_CANCEL_LOCK_MINUTES, ACTIVATION_TTL_MINUTES } from '@contracts/activations';
import type { ActivationEntry } from '@contracts/number-entry';
import type { Db } from '../db/database';
import type { UpstreamContext } from '../server/context';
import { DomainError, notFound } from '../server/errors';
import { balanceOf, noBalance } from './ledger';
import { avoidedPrefixes, noNumbers } from './pool';
import { boughtFrom, buyLiveActivation } from './activation-charge';
import { buySandbox } from './activation-sandbox-buy';
import { assertWithinCap, type Quote } from './loyalty-price';
import { activationEntry, localeOf } from './entries';
import { isUniqueViolation } from './db-errors';
import { antifraudBlock, buyingPaused } from './active-lists';
import { announceRefund, refundNote } from './refund-notice';
import { OPEN_ACTIVATION, activationLimit } from './open-activation-limit';
import { enqueueWebhook } from '../developer/webhooks/enqueue';
import { closeActivationRow, type CloseGuard, type CloseTo, type ClosedRow } from './activation-close';
import { activationStatusPayload } from '../developer/webhooks/event-payloads';
import { supportedLocales } from '../server/client-headers';
import { runAs, userIdOf, type UserOrClaim } from '../accounts/session-claim';
import { assertSameIntent } from './idempotency-reuse';

/**
 * Activation lifecycle: buy (20 min, cancel locked for the first 2), cancel before a code
 * with a refund, expiry without a code refunded by the sweeper, finish or retry after a
 * code. Every transition is a conditional UPDATE on the status, so whichever of cancel and
 * expiry runs first wins and the loser changes nothing: a refund happens exactly once.
 */
export type CommerceCtx = Pick<UpstreamContext, 'db' | 'now' | 'publish' | 'config'>;

export interface ActivationResult {
  activation: ActivationEntry;
  balance: number;
  /** false when an idempotency key matched an earlier purchase. */
  created: boolean;
  /** A new purchase: its price at the buyer's loyalty level. */
  charged?: Quote;
}

const minutes = (n: number) => n * 60_000;
const OPEN = OPEN_ACTIVATION;

export interface BuyActivationInput {
  serviceId: number;
  countryId: number;
  operatorId?: number;
  idempotencyKey?: string | null;
  /** Digit prefixes the number must not start with (the handler API's phoneException). */
  avoidPrefixes?: readonly string[];
  /** The most the buyer agreed to pay, minor units: above it nothing is charged (PRICE_CHANGED). */
  maxPrice?: number;
}

/**
 * `buyer`: the user, or the request's session claim (deferred-session.ts), which the first
 * statement admits: the idempotency key's lookup when there is a key, else the buy itself.
 */
export async function buyActivation(
  ctx: CommerceCtx,
  buyer: UserOrClaim,
  input: BuyActivationInput,
): Promise<ActivationResult> {
  const key = input.idempotencyKey ?? null;
  if (key) {
    const earlier = await findByKey(ctx.db, buyer, key);
    if (earlier) return replay(ctx, userIdOf(buyer), earlier, input);
  }
  try {
    const bought = await buyLive(ctx, buyer, input);
    return { ...(bought ?? (await buySandbox(ctx, userIdOf(buyer), input))), created: true };
  } catch (error) {
    // A concurrent request with the same key committed first: answer with its purchase.
    if (key && isUniqueViolation(error, 'activations_idempotency')) {
      const earlier = await findByKey(ctx.db, buyer, key);
      if (earlier) return replay(ctx, userIdOf(buyer), earlier, input);
    }
    throw error;
  }
}

/** The purchase an earlier request made under the same key, when it asked for the same. */
async function replay(ctx: CommerceCtx, userId: number, id: number, input: BuyActivationInput) {
  const earlier = await result(ctx, userId, id, false);
  assertSameIntent(earlier.activation, input);
  return earlier;
}

const attempts = 5;

/**
 * A live account's purchase: one statement (activation-charge.ts) that locks the buyer, reads
 * their facts, and holds, inserts and charges only when every rule lets them buy. When it bought
 * nothing, the facts it returns say why, checked in the order the rules apply. Null for a
 * sandbox account, which buys in buySandbox.
 */
async function buyLive(
  ctx: CommerceCtx,
  buyer: UserOrClaim,
  input: BuyActivationInput,
): Promise<Omit<ActivationResult, 'created'> | null> {
  const now = ctx.now();
  const avoided = await avoidedPrefixes(ctx.db, input.countryId, input.avoidPrefixes ?? []);
  for (let i = 0; i < attempts; i++) {
    const row = await buyLiveActivation(ctx.db, {
      buyer,
      serviceId: input.serviceId,
      countryId: input.countryId,
      operatorId: input.operatorId,
      avoided,
      idempotencyKey: input.idempotencyKey ?? null,
      maxPrice: input.maxPrice,
      maxOpen: ctx.config.maxOpenActivations,
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes(ACTIVATION_TTL_MINUTES)),
      cancelAvailableAt: new Date(now.getTime() + ctx.config.activationCancelLockMs),
    });
    if (!row) throw notFound('Account not found.');
    if (row.sandbox_of !== null) return null;
    const block = antifraudBlock(Number(row.cancelled));
    if (block.restricted) throw buyingPaused(block);
    if (row.offers === 0) throw noNumbers();
    if (Number(row.open) >= ctx.config.maxOpenActivations) throw activationLimit(ctx.config.maxOpenActivations);
    if (row.id !== null) {
      const { activation, charged, account } = boughtFrom(row);
      return { activation, balance: account.balance, charged };
    }
    // No operator had a free number (on the statement's snapshot).
    if (row.pick_price === null) throw noNumbers();
    assertWithinCap(Number(row.pick_price), input.maxPrice);
    if (Number(row.balance) < Number(row.pick_price)) throw noBalance();
    // A concurrent buyer held the same number first: pick again.
  }
  throw noNumbers();
}

async function findByKey(db: Db, buyer: UserOrClaim, key: string): Promise<number | undefined> {
  // Migration 0023's activation_by_key, so that a claim's first statement can be this lookup.
  const row = await runAs<{ id: number }>(db, buyer, {
    action: 'activation_by_key',
    args: (userId) => sql`${userId}, ${key}::text`,
  });
  return row?.id;
}

async function result(ctx: CommerceCtx, userId: number, id: number, created: boolean): Promise<ActivationResult> {
  const [activation, balance] = await Promise.all([
    localeOf(ctx.db, userId).then((locale) => activationEntry(ctx.db, id, locale)),
    balanceOf(ctx.db, userId),
  ]);
  return { activation, balance, created };
}

/** `user`: the user, or the request's session claim, admitted by the closing statement itself. */
export async function cancelActivation(ctx: CommerceCtx, user: UserOrClaim, id: number): Promise<ActivationResult> {
  const closed = await closeActivation(ctx, id, 'cancelled', { userId: user, unlocked: true });
  const userId = userIdOf(user);
  if (!closed) await explainRefusal(ctx.db, userId, id, ctx.now(), 'cancel');
  if (!closed?.account) return result(ctx, userId, id, false);
  // The closing statement returned the entry and the balance after the refund: no read-back.
  const locale = supportedLocales.find((l) => l === closed.account?.locale) ?? 'en';
  return { activation: closed.entry(locale), balance: closed.account.balance, created: false };
}

export async function finishActivation(ctx: CommerceCtx, userId: number, id: number): Promise<ActivationResult> {
  const closed = await closeActivation(ctx, id, 'finished', { userId });
  if (!closed) await explainRefusal(ctx.db, userId, id, ctx.now(), 'finish');
  return result(ctx, userId, id, false);
}

/**
 * The one code path that closes an activation, for the user (cancel, finish) and for expiry
 * alike: one statement (activation-close.ts) makes the conditional update on the status and, in
 * the same statement, the refund (cancelled or expired: exactly the price charged), the number's
 * release, the status webhook's deliveries and the refund's notification. Whichever caller's update matches first wins; the others change nothing, so a
 * refund happens once. The refund's events (NewUserNotification, BalanceTopup) are published after the commit.
 * Returns null when nothing matched.
 */
async function closeActivation(
  ctx: CommerceCtx,
  id: number,
  to: CloseTo,
  guard: CloseGuard,
): Promise<ClosedRow | null> {
  // One statement, atomic without a transaction: the close, release, refund, webhook deliveries
  // and the refund's notification.
  const note = to === 'finished' ? null : refundNote('activation', to);
  const closed = await closeActivationRow(ctx.db, id, to, guard, ctx.now(), note);
  if (closed?.account) {
    await announceRefund(
      ctx,
      {
        userId: closed.user_id,
        type: 'activation',
        id,
        phone: closed.phone,
        amount: closed.refunded,
        reason: to as 'cancelled' | 'expired',
      },
      closed.account,
      closed.notice ?? undefined,
    );
  }
  return closed;
}

/** activation.status_changed for the owner's webhooks, queued with the change itself. */
async function announceStatusWebhook(trx: Db, id: number, now: Date): Promise<void> {
  const { userId, ...payload } = await activationStatusPayload(trx, id);
  await enqueueWebhook(trx, userId, 'activation.status_changed', payload, now);
}

/** Another code on the same number, free: the activation waits again until it expires. */
export async function retryActivation(ctx: CommerceCtx, userId: number, id: number): Promise<ActivationResult> {
  const now = ctx.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('activations')
      .set({ status: 'waiting_retry' })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', 'in', ['code_received', 'waiting_retry'])
      .where('expires_at', '>', now)
      .returning('id')
      .executeTakeFirst();
    if (updated) await announceStatusWebhook(trx, updated.id, now);
    return updated;
  });
  if (!row) await explainRefusal(ctx.db, userId, id, now, 'retry');
  return result(ctx, userId, id, false);
}

export async function readAllActivation(ctx: CommerceCtx, userId: number, id: number): Promise<ActivationResult> {
  await ownActivation(ctx.db, userId, id);
  await ctx.db
    .updateTable('sms_messages')
    .set({ viewed: true })
    .where('activation_id', '=', id)
    .where('viewed', '=', false)
    .execute();
  return result(ctx, userId, id, false);
}

async function ownActivation(db: Db, userId: number, id: number) {
  const row = await db
    .selectFrom('activations')
    .select(['status', 'cancel_available_at', 'expires_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Activation not found.');
  return row;
}

/** Turns a conditional update that matched nothing into the reason the user should see. */
async function explainRefusal(
  db: Db,
  userId: number,
  id: number,
  now: Date,
  action: 'cancel' | 'finish' | 'retry',
): Promise<never> {
  const row = await ownActivation(db, userId, id);
  if (!OPEN.includes(row.status as (typeof OPEN)[number])) {
    throw new DomainError(409, 'ALREADY_FINISHED', `This activation is already ${row.status}.`);
  }
  if (action === 'cancel' && row.status === 'waiting') {
    const seconds = Math.ceil((row.cancel_available_at.getTime() - now.getTime()) / 1000);
    throw new DomainError(
      409,
      'CANCEL_LOCKED',
      `Cancelling is available ${ACTIVATION_CANCEL_LOCK_MINUTES} minutes after purchase (in ${seconds} s).`,
    );
  }
  if (action === 'cancel') {
    throw new DomainError(
      409,
      'CODE_RECEIVED',
      'A code has been received: finish the activation or request another code.',
    );
  }
  // Codes of their own, not CONFLICT: the web shows a known code in the user's language, while
  // a bare CONFLICT's English message would reach them as it is (a finish racing the code).
  if (action === 'finish')
    throw new DomainError(409, 'NO_CODE_YET', 'No code has been received yet: wait for it or cancel the activation.');
  if (row.expires_at <= now) throw new DomainError(409, 'ALREADY_FINISHED', 'This activation has expired.');
  throw new DomainError(409, 'RETRY_NOT_YET', 'Another code can be requested only after a code has been received.');
}

/**
 * Closes activations past their 20 minutes: without a code → expired and refunded; with a
 * code → finished. Safe to run concurrently with itself and with cancel. The sweeper calls it
 * on an interval; list reads call it for their user first, so nobody sees a stale entry.
 */
export async function expireActivations(
  ctx: CommerceCtx,
  options: { userId?: number; limit?: number; log?: Pick<Logger, 'info'> } = {},
): Promise<{ expired: number; finished: number }> {
  const now = ctx.now();
  const limit = options.limit ?? 500;
  let query = ctx.db
    .selectFrom('activations')
    .select(['id', 'user_id', 'status'])
    .where('status', 'in', OPEN)
    .where('expires_at', '<=', now);
  if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
  const due = await query.orderBy('expires_at').limit(limit).execute();
  let expired = 0;
  let finished = 0;
  for (const a of due) {
    // Without a code: expired and refunded; with one: finished. The same transitions as the user's.
    const status = a.status === 'waiting' ? 'expired' : 'finished';
    if (!(await closeActivation(ctx, a.id, status, { due: true }))) continue;
    if (status === 'expired') expired++;
    else finished++;
    options.log?.info({ activationId: a.id, userId: a.user_id, status }, 'sweeper: activation closed');
  }
  return { expired, finished };
}
