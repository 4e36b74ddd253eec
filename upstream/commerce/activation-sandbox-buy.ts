import { ACTIVATION_TTL_MINUTES } from '@contracts/activations';
import { notFound } from '../server/errors';
import type { ActivationResult, BuyActivationInput, CommerceCtx } from './activation-service';
import { antifraudBlock, buyingPaused } from './active-lists';
import { insertActivationEntry } from './entries';
import { debitAccount } from './ledger';
import { assertWithinCap, quote } from './loyalty-price';
import { activationLimit } from './open-activation-limit';
import { holdNumber, noNumbers } from './pool';
import { activationPurchaseFacts } from './purchase-facts';

const minutes = (n: number) => n * 60_000;

/**
 * A sandbox account's purchase: virtual numbers are made, not held, so it keeps the separate
 * steps in a transaction (the buyer's lock and facts first, as for a live one).
 */
export async function buySandbox(
  ctx: CommerceCtx,
  userId: number,
  input: BuyActivationInput,
): Promise<Omit<ActivationResult, 'created'>> {
  const now = ctx.now();
  const offer = { serviceId: input.serviceId, countryId: input.countryId };
  return ctx.db.transaction().execute(async (trx) => {
    const facts = await activationPurchaseFacts(trx, userId, { ...offer, operatorId: input.operatorId }, now);
    if (!facts) throw notFound('Account not found.');
    const block = antifraudBlock(facts.cancelled);
    if (block.restricted) throw buyingPaused(block);
    if (facts.offers.length === 0) throw noNumbers();
    if (facts.open >= ctx.config.maxOpenActivations) throw activationLimit(ctx.config.maxOpenActivations);
    // Cheapest operator first; one without a number just holds nothing.
    for (const { id: operatorId, price } of facts.offers) {
      // The level of the spend so far; the activation stores the discounted price it was
      // charged, so a refund gives back exactly that.
      const charged = quote(price, facts.level);
      const held = await holdNumber(trx, { ...offer, operatorId }, 'activation', userId, {
        avoid: input.avoidPrefixes,
        sandbox: true,
        now: ctx.now(),
      });
      if (!held) continue;
      // Above the buyer's cap: the throw rolls the hold back, as a live buy holds nothing.
      assertWithinCap(charged.price, input.maxPrice);
      const activation = await insertActivationEntry(
        trx,
        {
          ...(held.refId !== null ? { id: held.refId } : {}),
          user_id: userId,
          service_id: input.serviceId,
          country_id: input.countryId,
          operator_id: operatorId,
          number_id: held.numberId,
          phone: held.phone,
          price: charged.price,
          list_price: charged.list_price,
          discount: charged.discount,
          status: 'waiting',
          idempotency_key: input.idempotencyKey ?? null,
          created_at: now,
          expires_at: new Date(now.getTime() + minutes(ACTIVATION_TTL_MINUTES)),
          cancel_available_at: new Date(now.getTime() + ctx.config.activationCancelLockMs),
        },
        facts.locale,
      );
      const account = await debitAccount(trx, {
        userId,
        amount: charged.price,
        kind: 'activation_charge',
        ref: `activation:${activation.id}`,
        at: now,
      });
      return { activation, balance: account.balance, charged };
    }
    throw noNumbers();
  });
}
