import { z } from 'zod';
import { expireActivations } from '../../commerce/activation-service';
import { latestSms } from './activation-reads';
import { countryIdsById, serviceCodesById } from './catalogue-lookup';
import { accountCurrency } from './account-currency';
import { digits, moneyNumber, protocolTime, type HandlerCall } from './handler-call';
import { optional, unixValue } from './params';

/** getActiveActivations and getHistory: the key owner's activations, open or all. */

const columns = ['id', 'status', 'phone', 'price', 'service_id', 'country_id', 'created_at', 'expires_at'] as const;

export async function getActiveActivations(call: HandlerCall): Promise<Record<string, unknown>> {
  const { ctx, user, log } = call;
  await expireActivations(ctx, { userId: user.id, log });
  const rows = await ctx.db
    .selectFrom('activations')
    .select([...columns])
    .where('user_id', '=', user.id)
    .where('status', 'in', ['waiting', 'code_received', 'waiting_retry'])
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  const ids = rows.map((r) => r.id);
  const [sms, services, countries, currency] = await Promise.all([
    latestSms(ctx.db, ids),
    serviceCodesById(ctx.db, [...new Set(rows.map((r) => r.service_id))]),
    countryIdsById(ctx.db, [...new Set(rows.map((r) => r.country_id))]),
    accountCurrency(ctx.db, user.id),
  ]);
  return {
    status: 'success',
    activeActivations: rows.map((r) => ({
      activationId: r.id,
      serviceCode: services.get(r.service_id) ?? '',
      phoneNumber: digits(r.phone),
      activationCost: moneyNumber(r.price),
      activationStatus: r.status === 'waiting' ? '0' : r.status === 'waiting_retry' ? '3' : '2',
      smsCode: sms.get(r.id)?.code ?? null,
      smsText: sms.get(r.id)?.text ?? null,
      activationTime: protocolTime(r.created_at),
      activationEndTime: protocolTime(r.expires_at),
      countryCode: String(countries.get(r.country_id) ?? ''),
      canGetAnotherSms: '1',
      currency,
    })),
  };
}

const limitValue = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .refine((n) => n >= 1 && n <= 100);
const offsetValue = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number);

/** Every activation (newest first) created in [start, end], `limit` (≤ 100) from `offset`. */
export async function getHistory(call: HandlerCall): Promise<unknown[]> {
  const { ctx, user, params } = call;
  const start = optional(params, 'start', unixValue, 'BAD_DATA');
  const end = optional(params, 'end', unixValue, 'BAD_DATA');
  const offset = optional(params, 'offset', offsetValue, 'BAD_DATA') ?? 0;
  const limit = optional(params, 'limit', limitValue, 'BAD_DATA') ?? 50;
  let query = ctx.db
    .selectFrom('activations')
    .select([...columns])
    .where('user_id', '=', user.id);
  if (start) query = query.where('created_at', '>=', start);
  if (end) query = query.where('created_at', '<=', end);
  const rows = await query.orderBy('id', 'desc').offset(offset).limit(limit).execute();
  const [sms, services, currency] = await Promise.all([
    latestSms(
      ctx.db,
      rows.map((r) => r.id),
    ),
    serviceCodesById(ctx.db, [...new Set(rows.map((r) => r.service_id))]),
    accountCurrency(ctx.db, user.id),
  ]);
  return rows.map((r) => ({
    id: r.id,
    date: protocolTime(r.created_at),
    phone: digits(r.phone),
    service: services.get(r.service_id) ?? '',
    sms: sms.get(r.id)?.text ?? null,
    code: sms.get(r.id)?.code ?? null,
    cost: moneyNumber(r.price),
    status: r.status,
    currency,
  }));
}
