import { createHash, randomBytes } from 'node:crypto';
import type { PaymentWebhookBody, TopUpCode } from '@contracts/payments';
import type { Db } from '../db/database';
import type { PaymentsTable, PaymentSystemsTable } from '../db/schema-commerce';
import type { UpstreamContext } from '../server/context';
import { DomainError, fieldError } from '../server/errors';
import { credit } from '../commerce/ledger';
import { paymentIconUrl } from '../commerce/assets';
import { creditReferralShare } from '../platform/referral-credit';

/**
 * Top-ups: a pending payment with a code form (where and how much to pay), confirmed exactly
 * once by the gateway — the pending → paid update is conditional, and the ledger's unique
 * (kind, ref) backs it up — which credits the balance, shares with the referrer and
 * publishes BalanceTopup.
 */
export type PaymentsCtx = Pick<UpstreamContext, 'db' | 'now' | 'publish' | 'config'>;

/** How long a top-up code stays payable. */
export const TOP_UP_TTL_MINUTES = 30;

type SystemRow = Pick<PaymentSystemsTable, 'key' | 'name' | 'kind'> & {
  id: number;
  min_amount: number;
  max_amount: number;
};

export const systemView = (s: SystemRow) => ({
  id: s.id,
  key: s.key,
  name: s.name,
  icon: paymentIconUrl(s.key),
  kind: s.kind,
  min_amount: Number(s.min_amount),
  max_amount: Number(s.max_amount),
});

export async function enabledSystems(db: Db) {
  return db
    .selectFrom('payment_systems')
    .selectAll()
    .where('enabled', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

type PaymentRow = Pick<PaymentsTable, 'transaction_id' | 'address' | 'qr_payload'> & {
  amount: number;
  expires_at: Date;
};

export const codeView = (p: PaymentRow, systemKey: string): TopUpCode => ({
  transaction_id: p.transaction_id,
  system: systemKey,
  address: p.address,
  amount: Number(p.amount),
  expired_at: p.expires_at.toISOString(),
  qrCode: p.qr_payload,
});

/** A deposit address per payment: crypto gets a wallet-looking address, others a pay link. */
function payTarget(system: SystemRow, tx: string, amount: number, webOrigin: string): { address: string; qr: string } {
  const digest = createHash('sha256').update(tx).digest();
  const major = (amount / 100).toFixed(2);
  if (system.key === 'btc') {
    const address = `bc1q${digest.toString('hex').slice(0, 38)}`;
    return { address, qr: `bitcoin:${address}?amount=${major}&label=${tx}` };
  }
  if (system.kind === 'crypto') {
    const address = `T${digest.toString('base64url').replace(/[-_]/g, 'x').slice(0, 33)}`;
    return { address, qr: `tron:${address}?amount=${major}&memo=${tx}` };
  }
  const address = `${webOrigin}/pay/${tx}`;
  return { address, qr: address };
}

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
  const tx = `tx_${randomBytes(12).toString('hex')}`;
  const target = payTarget(system, tx, amount, ctx.config.webOrigin);
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
      expires_at: new Date(now.getTime() + TOP_UP_TTL_MINUTES * 60_000),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return codeView(row, system.key);
}

export interface SettleResult {
  applied: boolean;
  payment_status: 'pending' | 'paid' | 'failed' | 'expired';
}

/** The gateway's verdict on a payment; a repeated or late verdict changes nothing. */
export async function settlePayment(ctx: PaymentsCtx, notice: PaymentWebhookBody): Promise<SettleResult> {
  const payment = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('transaction_id', '=', notice.transaction_id)
    .executeTakeFirst();
  if (!payment) throw new DomainError(404, 'NOT_FOUND', 'Unknown transaction.');
  if (notice.status === 'paid' && notice.amount !== Number(payment.amount)) {
    throw fieldError('amount', 'The paid amount does not match the top-up.');
  }
  const now = ctx.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
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
    return { balance };
  });
  if (outcome?.balance != null) await ctx.publish(payment.user_id, 'BalanceTopup', { balance: outcome.balance });
  const current = await ctx.db
    .selectFrom('payments')
    .select('status')
    .where('id', '=', payment.id)
    .executeTakeFirstOrThrow();
  return { applied: outcome !== null, payment_status: current.status };
}

/** Pending top-ups past their expiry stop being shown as payable. */
export async function expirePayments(db: Db, now: Date): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .execute();
}
