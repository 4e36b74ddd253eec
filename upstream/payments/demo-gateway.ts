import type { PaymentsCtx } from './payment-service';
import { settlePayment } from './payment-service';

/**
 * The embedded run's stand-in for a payment gateway. Card, bank and wallet top-ups are paid
 * or declined by the user on the demo payment page (demo-pay-page.ts); crypto top-ups, which
 * have no page (the user "sends coins" to a demo address), are "paid" a few seconds after
 * creation through the same settlement as the signed webhook. Off in production
 * (config.demoGateway).
 */
export const DEMO_PAYMENT_DELAY_MS = 8_000;

export async function confirmDemoPayments(ctx: PaymentsCtx): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .selectFrom('payments')
    .select(['transaction_id', 'amount'])
    .where('status', '=', 'pending')
    // Only crypto quotes: a top-up with a payment page waits for the user's Pay or Decline.
    .where('pay_currency', 'is not', null)
    .where('created_at', '<=', new Date(now.getTime() - DEMO_PAYMENT_DELAY_MS))
    .where('expires_at', '>', now)
    .orderBy('id')
    .limit(50)
    .execute();
  for (const p of due) {
    await settlePayment(ctx, {
      transaction_id: p.transaction_id,
      status: 'paid',
      amount: Number(p.amount),
      external_id: `demo-${p.transaction_id}`,
    });
  }
  return due.length;
}
