import type { Logger } from 'pino';
import type { Selectable } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import { enqueueWebhook } from '../developer/webhooks/enqueue';
import type { PaymentWebhookBody, TopUpCode } from '@contracts/payments';
import type { Db } from '../db/database';
import type { PaymentsTable, PaymentSystemsTable } from '../db/schema-commerce';
import type { Locale } from '../server/client-headers';
import type { UpstreamContext } from '../server/context';
import { DomainError, fieldError } from '../server/errors';
import { credit } from '../commerce/ledger';
import { claimSignedRequest, type SignedClaim } from '../commerce/signed-request';
import { paymentIconUrl } from '../commerce/assets';
import { creditReferralShare } from '../platform/referral-credit';
import { notifyTopUp } from './money-notices';
import { systemName } from './system-names';
import { checkoutSettings, defaultPresets } from '../db/seed/commerce-payments';
import { assertSpendOne, retryInMinutes } from '../accounts/failure-counter';

/**
 * Top-ups: a pending payment with a code form (where and how much to pay), confirmed exactly
 * once by the gateway — the pending → paid update is conditional, and the ledger's unique
 * (kind, ref) backs it up — which credits the balance, shares with the referrer and
 * publishes BalanceTopup.
 */
export type PaymentsCtx = UpstreamContext;

/** How long a top-up code stays payable. */
export const TOP_UP_TTL_MINUTES = 30;

type SystemRow = Pick<PaymentSystemsTable, 'key' | 'name' | 'kind'> & {
  id: number;
  min_amount: number;
  max_amount: number;
  checkout_url: string | null;
};

/** Preset amounts and, for crypto, the coin: from the checkout settings, held to the limits. */
export function checkoutOf(s: Pick<SystemRow, 'key' | 'min_amount' | 'max_amount'>) {
  const settings = checkoutSettings[s.key];
  const min = Number(s.min_amount);
  const max = Number(s.max_amount);
  const presets = (settings?.presets ?? defaultPresets(min)).filter((p) => p >= min && p <= max);
  return { presets, coin: settings?.coin ?? null };
}

export const systemView = (s: SystemRow, locale: Locale = 'en') => {
  const { presets, coin } = checkoutOf(s);
  return {
    id: s.id,
    key: s.key,
    name: systemName(s.key, s.name, locale),
    icon: paymentIconUrl(s.key),
    kind: s.kind,
    min_amount: Number(s.min_amount),
    max_amount: Number(s.max_amount),
    presets,
    coin:
      coin && s.kind === 'crypto'
        ? { code: coin.code, decimals: coin.decimals, rate: coin.demoRate, demo_rate: true }
        : null,
  };
};

export async function enabledSystems(db: Db) {
  return db
    .selectFrom('payment_systems')
    .selectAll()
    .where('enabled', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

type PaymentRow = Pick<PaymentsTable, 'transaction_id' | 'address' | 'qr_payload' | 'pay_currency' | 'pay_amount'> & {
  amount: number;
  expires_at: Date;
  rate: number | null;
  rate_expires_at: Date | null;
};

export const codeView = (p: PaymentRow, systemKey: string): TopUpCode => ({
  transaction_id: p.transaction_id,
  system: systemKey,
  address: p.address,
  amount: Number(p.amount),
  expired_at: p.expires_at.toISOString(),
  qrCode: p.qr_payload,
  pay_url: p.pay_currency ? null : p.address,
  crypto:
    p.pay_currency && p.pay_amount && p.rate != null && p.rate_expires_at
      ? {
          currency: p.pay_currency,
          amount: p.pay_amount,
          rate: Number(p.rate),
          rate_expires_at: p.rate_expires_at.toISOString(),
          demo_rate: true,
        }
      : null,
});

/**
 * `minor` account-currency units in a coin worth `rate` minor units, to `decimals` places,
 * rounded up so the payment is never short; trailing zeros past the second place dropped.
 */
export function coinAmount(minor: number, rate: number, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const units = (BigInt(minor) * scale + BigInt(rate) - 1n) / BigInt(rate);
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '').padEnd(2, '0');
  return decimals === 0 ? whole.toString() : `${whole}.${fraction}`;
}

/** Where the demo gateway's own page for a top-up lives (on the upstream, development only). */
export const demoPayUrl = (publicUrl: string, tx: string) => `${publicUrl}/pay/${tx}`;

const unavailable = () => fieldError('system', 'This payment method is not available right now. Choose another one.');

interface PayTarget {
  address: string;
  qr: string;
  quote?: { currency: string; amount: string; rate: number };
}

/**
 * Where to pay. A system with a real gateway page (checkout_url) sends the user there; without
 * one, only the demo gateway can take the payment: its own page for card, bank and wallet
 * systems, a demo deposit address with a fixed-rate quote for crypto. Otherwise the system
 * cannot be paid and the top-up is refused before anything is stored.
 */
function payTarget(system: SystemRow, tx: string, amount: number, ctx: PaymentsCtx): PayTarget {
  if (system.checkout_url) {
    const address = system.checkout_url
      .replaceAll('{transaction_id}', encodeURIComponent(tx))
      .replaceAll('{amount}', String(amount));
    return { address, qr: address };
  }
  if (!ctx.config.demoGateway) throw unavailable();
  if (system.kind !== 'crypto') {
    const address = demoPayUrl(ctx.config.publicUrl, tx);
    return { address, qr: address };
  }
  const coin = checkoutOf(system).coin;
  if (!coin) throw unavailable();
  const quote = { currency: coin.code, amount: coinAmount(amount, coin.demoRate, coin.decimals), rate: coin.demoRate };
  const digest = createHash('sha256').update(tx).digest();
  if (system.key === 'btc') {
    const address = `bc1q${digest.toString('hex').slice(0, 38)}`;
    return { address, qr: `bitcoin:${address}?amount=${quote.amount}&label=${tx}`, quote };
  }
  const address = `T${digest.toString('base64url').replace(/[-_]/g, 'x').slice(0, 33)}`;
  return { address, qr: `tron:${address}?amount=${quote.amount}&memo=${tx}`, quote };
}

/**
 * Top-up codes an account may ask for: 20 an hour. Each is a payments row (and, for crypto, a
 * quote) that nothing else bounded; a customer retrying a declined card stays far below.
 * Development stacks (DEV_ENDPOINTS, refused in production) allow 1,000: the load benchmarks
 * and test:scale top up a few accounts many times a minute.
 */
const topUpsPerHour = { max: 20, windowMs: 60 * 60_000 };
const topUpsPerHourDevelopment = { max: 1_000, windowMs: 60 * 60_000 };
const tooManyTopUps = retryInMinutes('Too many top-ups started.');

export async function createTopUp(
  ctx: PaymentsCtx,
  userId: number,
  systemKey: string,
  amount: number,
): Promise<TopUpCode> {
  const system = (await enabledSystems(ctx.db)).find((s) => s.key === systemKey);
  if (!system) throw fieldError('system', 'Unknown or disabled payment system.');
  if (amount < system.min_amount || amount > system.max_amount) {
    throw fieldError('amount', `The amount must be between ${system.min_amount / 100} and ${system.max_amount / 100}.`);
  }
  const now = ctx.now();
  const perHour = ctx.config.devEndpoints ? topUpsPerHourDevelopment : topUpsPerHour;
  await assertSpendOne(ctx.db, `top-ups:${userId}`, perHour, now, tooManyTopUps);
  const tx = `tx_${randomBytes(12).toString('hex')}`;
  const target = payTarget(system, tx, amount, ctx);
  const expiresAt = new Date(now.getTime() + TOP_UP_TTL_MINUTES * 60_000);
  const row = await ctx.db
    .insertInto('payments')
    .values({
      transaction_id: tx,
      user_id: userId,
      system_id: system.id,
      amount,
      status: 'pending',
      address: target.address,
      qr_payload: target.qr,
      created_at: now,
      expires_at: expiresAt,
      // The quoted rate holds as long as the code does.
      pay_currency: target.quote?.currency ?? null,
      pay_amount: target.quote?.amount ?? null,
      rate: target.quote?.rate ?? null,
      rate_expires_at: target.quote ? expiresAt : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return codeView(row, system.key);
}

export interface SettleResult {
  applied: boolean;
  payment_status: 'pending' | 'paid' | 'failed' | 'expired';
}

/**
 * The gateway's verdict on a payment; a repeated or late verdict changes nothing. `claim`, the
 * signed notice it came in, is logged against replays with the verdict's own transaction.
 */
export async function settlePayment(
  ctx: PaymentsCtx,
  notice: PaymentWebhookBody,
  claim?: SignedClaim,
): Promise<SettleResult> {
  const payment = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('transaction_id', '=', notice.transaction_id)
    .executeTakeFirst();
  if (!payment) throw new DomainError(404, 'NOT_FOUND', 'Unknown transaction.');
  if (notice.status === 'paid' && notice.amount !== Number(payment.amount)) {
    // Money may have arrived that nothing credits: support must see it (docs/support-guide.md).
    ctx.log.warn(
      { paymentId: payment.id, userId: payment.user_id, amount: Number(payment.amount), paid: notice.amount },
      'payment: paid amount does not match, not credited',
    );
    throw fieldError('amount', 'The paid amount does not match the top-up.');
  }
  const now = ctx.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    await claimSignedRequest(trx, claim);
    // Money that arrives after the code expired is still the user's: 'expired' can be paid.
    const row = await trx
      .updateTable('payments')
      .set(
        notice.status === 'paid'
          ? { status: 'paid', paid_at: now, external_id: notice.external_id ?? null }
          : { status: 'failed', external_id: notice.external_id ?? null },
      )
      .where('id', '=', payment.id)
      .where('status', 'in', notice.status === 'paid' ? ['pending', 'expired'] : ['pending'])
      .returning(['id', 'user_id', 'amount'])
      .executeTakeFirst();
    if (!row || notice.status !== 'paid') return row ? { balance: null } : null;
    const balance = await credit(trx, {
      userId: row.user_id,
      amount: Number(row.amount),
      kind: 'topup',
      ref: `payment:${payment.transaction_id}`,
      at: now,
    });
    await creditReferralShare(trx, row.user_id, Number(row.amount), `payment:${payment.transaction_id}`);
    await enqueueWebhook(
      trx,
      row.user_id,
      'balance.topup',
      { data: { transaction_id: payment.transaction_id, amount: Number(row.amount), balance } },
      now,
    );
    return { balance };
  });
  // One line per notice, applied or not: a replayed or late webhook is visible as such.
  ctx.log.info(
    { paymentId: payment.id, userId: payment.user_id, status: notice.status, applied: outcome !== null },
    'payment: notice settled',
  );
  const current = await ctx.db
    .selectFrom('payments')
    .select(['status', 'external_id'])
    .where('id', '=', payment.id)
    .executeTakeFirstOrThrow();
  // Judged on the payment as it is now, not as read before: of two "paid" notices with their own
  // external ids at once, both read it pending, and the one that lost is the second payment.
  if (outcome === null) warnUnsettled(ctx, { ...payment, ...current }, notice);
  if (outcome?.balance != null) {
    await ctx.publish(payment.user_id, 'BalanceTopup', { balance: outcome.balance });
    await notifyTopUp(ctx, payment.user_id, Number(payment.amount));
  }
  return { applied: outcome !== null, payment_status: current.status };
}

/**
 * A notice that changed nothing but may mean money moved that no ledger entry shows; support
 * must see it and settle it by hand (docs/support-guide.md). A repeat of the notice that
 * settled the payment (same verdict, same external id) is not one of them.
 */
function warnUnsettled(
  ctx: PaymentsCtx,
  payment: Pick<Selectable<PaymentsTable>, 'id' | 'user_id' | 'amount' | 'status' | 'external_id'>,
  notice: PaymentWebhookBody,
): void {
  const fields = { paymentId: payment.id, userId: payment.user_id, amount: Number(payment.amount) };
  // A decline stands (a later "paid" changes nothing), but money may have arrived.
  if (notice.status === 'paid' && payment.status === 'failed')
    ctx.log.warn(fields, 'payment: paid after a decline, not credited');
  // A second payment of one top-up (coins sent twice to its deposit address): its own external id.
  else if (
    notice.status === 'paid' &&
    payment.status === 'paid' &&
    notice.external_id != null &&
    notice.external_id !== payment.external_id
  )
    ctx.log.warn(
      { ...fields, externalId: notice.external_id },
      'payment: second payment of a paid top-up, not credited',
    );
  // A credited top-up the gateway now declines: a reversal or chargeback the balance still holds.
  else if (notice.status === 'failed' && payment.status === 'paid')
    ctx.log.warn({ ...fields, externalId: notice.external_id ?? null }, 'payment: declined after it was credited');
}

/** Pending top-ups past their expiry stop being shown as payable. */
export async function expirePayments(db: Db, now: Date, log?: Pick<Logger, 'info'>): Promise<void> {
  const expired = await db
    .updateTable('payments')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .returning(['id', 'user_id'])
    .execute();
  for (const p of expired)
    log?.info({ paymentId: p.id, userId: p.user_id, status: 'expired' }, 'sweeper: payment expired');
}
