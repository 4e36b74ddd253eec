import { z } from 'zod';
import { buyActivation, type ActivationResult } from '../../commerce/activation-service';
import { DomainError } from '../../server/errors';
import { countryById, operatorBySlug, serviceByCode } from './catalogue-lookup';
import { currencyNumber } from './code-maps';
import { digits, money, moneyNumber, protocolTime, type HandlerCall } from './handler-call';
import { codeValue, countryValue, optional, priceValue, required } from './params';
import { refuse } from './tokens';

/**
 * getNumber and getNumberV2: a purchase through the same buyActivation as the REST route, so
 * the loyalty price, the ledger entry and the pool hold are exactly the site's.
 */

/** `orderId` is a client's own purchase id: letters, digits and `-_.:`. */
const orderValue = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);
/** `phoneException`: comma-separated number prefixes. */
const prefixesValue = z.string().regex(/^[\d\s,+]{0,500}$/);

async function buy(
  call: HandlerCall,
  orderId: string | undefined,
): Promise<ActivationResult & { protocolCountry: number }> {
  const { params, ctx } = call;
  const service = await serviceByCode(ctx.db, required(params, 'service', codeValue, 'BAD_SERVICE'));
  const country = await countryById(ctx.db, optional(params, 'country', countryValue, 'BAD_COUNTRY'));
  const operatorId = await operatorBySlug(ctx.db, country.id, optional(params, 'operator', codeValue, 'NO_NUMBERS'));
  const maxPrice = optional(params, 'maxPrice', priceValue, 'BAD_DATA');
  // Prefixes the number must not start with, with or without the country code (the pool applies them).
  const avoidPrefixes = (optional(params, 'phoneException', prefixesValue, 'BAD_DATA') ?? '').split(',');
  try {
    const r = await buyActivation(ctx, call.user.id, {
      serviceId: service.id,
      countryId: country.id,
      operatorId,
      avoidPrefixes,
      // Prefixed so a bot's order ids and the site's Idempotency-Key values never meet.
      idempotencyKey: orderId === undefined ? null : `handler-order:${orderId}`,
      // The cheapest free number at the owner's price, charged only within maxPrice: the cap is
      // the charging statement's own (migration 0026), so a price raised meanwhile charges nothing.
      maxPrice,
    });
    return { ...r, protocolCountry: country.protocolId };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'PRICE_CHANGED' && error.extra.price !== undefined)
      throw refuse(`WRONG_MAX_PRICE:${money(error.extra.price)}`);
    // An orderId used before for another service or country is the market's ORDER_ALREADY_EXISTS too.
    if (error instanceof DomainError && error.code === 'IDEMPOTENCY_KEY_REUSED') throw refuse('ORDER_ALREADY_EXISTS');
    throw error;
  }
}

export async function getNumber(call: HandlerCall): Promise<string> {
  const r = await buy(call, undefined);
  return `ACCESS_NUMBER:${r.activation.id}:${digits(r.activation.phone)}`;
}

/**
 * The JSON purchase. A repeated `orderId` buys nothing and answers ORDER_ALREADY_EXISTS, as
 * the market's services do: a bot retrying after a timeout learns the order went through and
 * finds it with getActiveActivations, and is never charged twice.
 */
export async function getNumberV2(call: HandlerCall): Promise<Record<string, unknown>> {
  const orderId = optional(call.params, 'orderId', orderValue, 'BAD_DATA');
  const r = await buy(call, orderId);
  if (!r.created) throw refuse('ORDER_ALREADY_EXISTS');
  const a = r.activation;
  // The buyer's row for its currency, in the read the answer makes anyway: no round trip more.
  const row = await call.ctx.db
    .selectFrom('activations as a')
    .innerJoin('operators as o', 'o.id', 'a.operator_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.price', 'a.created_at', 'a.expires_at', 'o.slug as operator', 'u.currency'])
    .where('a.id', '=', a.id)
    .executeTakeFirstOrThrow();
  return {
    activationId: a.id,
    phoneNumber: digits(a.phone),
    activationCost: moneyNumber(row.price),
    currency: currencyNumber[row.currency],
    countryCode: String(r.protocolCountry),
    canGetAnotherSms: true,
    activationTime: protocolTime(row.created_at),
    activationEndTime: protocolTime(row.expires_at),
    activationOperator: row.operator,
  };
}
