import { sql } from 'kysely';
import { z } from 'zod';
import { RENT_PERIODS } from '@contracts/catalog';
import { buyRent, cancelRent, expireRentals, extendRent, finishRent } from '../../commerce/rent-service';
import { buyerLevel, quote } from '../../commerce/loyalty-price';
import { offersSql } from '../../commerce/offers';
import { DomainError } from '../../server/errors';
import { refusalOf } from '../webhooks/address-guard';
import { countryById, operatorBySlug, serviceByCode } from './catalogue-lookup';
import { accountCurrency } from './account-currency';
import { serviceCode } from './code-maps';
import { digits, moneyNumber, protocolTime, type HandlerCall } from './handler-call';
import { codeValue, countryValue, idValue, optional, required } from './params';
import { refuse } from './tokens';

/**
 * The rental actions: JSON answers, `{"status":"error","message":<token>}` on refusal. Every
 * purchase, extension, cancel and finish goes through rent-service, as on the REST routes.
 */

const timeValue = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .refine((n) => (RENT_PERIODS as readonly number[]).includes(n));

/**
 * http(s) only, kept as the URL's serialised form (ASCII, percent-encoded), so nothing the
 * database refuses can fail the insert after the rental is bought. getRentNumber then applies
 * the webhook endpoints' SSRF rules; the sender re-checks the resolved address on every try.
 */
const urlValue = z
  .string()
  .max(2000)
  .transform((s, c) => {
    try {
      const url = new URL(s);
      if (['http:', 'https:'].includes(url.protocol) && url.hostname !== '') return url.href;
    } catch {
      // not a URL: refused below
    }
    c.addIssue({ code: 'custom', message: 'not an http(s) URL' });
    return z.NEVER;
  });

/** The protocol's default rental: 4 hours. */
const protocolDefaultHours = 4;

const rentTime = (call: HandlerCall, name: string) =>
  optional(call.params, name, timeValue, 'INVALID_TIME') ?? protocolDefaultHours;

export async function getRentServicesAndCountries(call: HandlerCall): Promise<Record<string, unknown>> {
  const { ctx } = call;
  const country = await countryById(ctx.db, optional(call.params, 'country', countryValue, 'BAD_COUNTRY'));
  const period = rentTime(call, 'rent_time');
  const [rows, level, operators, currency] = await Promise.all([
    sql<{ slug: string; price: number; free: number }>`
      select s.slug, p.price, greatest(coalesce(o.free, 0), 0)::int as free
      from rent_prices p
      join services s on s.id = p.service_id
      left join (${offersSql('rent', { countryId: country.id })}) o on o.service_id = p.service_id
      where p.country_id = ${country.id} and p.period = ${period}
      order by s.position`.execute(ctx.db),
    buyerLevel(ctx.db, call.user.id, ctx.now()),
    ctx.db.selectFrom('operators').select('slug').where('country_id', '=', country.id).orderBy('id').execute(),
    accountCurrency(ctx.db, call.user.id),
  ]);
  return {
    countries: { '0': country.protocolId },
    operators: Object.fromEntries(['any', ...operators.map((o) => o.slug)].map((o, i) => [String(i), o])),
    services: Object.fromEntries(
      rows.rows.map((r) => [
        serviceCode(r.slug),
        { cost: moneyNumber(quote(Number(r.price), level).price), quant: Number(r.free) },
      ]),
    ),
    currency,
  };
}

/** A rental's `endDate` as sms-activate writes it there: `YYYY-MM-DDTHH:MM:SS` (UTC), with the T. */
const endDate = (at: string) => protocolTime(new Date(at)).replace(' ', 'T');

const phoneAnswer = (rent: { id: number; phone: string; expires_at: string }) => ({
  status: 'success',
  phone: { id: rent.id, endDate: endDate(rent.expires_at), number: digits(rent.phone) },
});

export async function getRentNumber(call: HandlerCall): Promise<Record<string, unknown>> {
  const { ctx, params } = call;
  const service = await serviceByCode(ctx.db, required(params, 'service', codeValue, 'BAD_SERVICE'));
  const country = await countryById(ctx.db, optional(params, 'country', countryValue, 'BAD_COUNTRY'));
  const period = rentTime(call, 'rent_time');
  const operatorId = await operatorBySlug(ctx.db, country.id, optional(params, 'operator', codeValue, 'NO_NUMBERS'));
  const url = optional(params, 'url', urlValue, 'INVALID_URL');
  // Refused before buying, with the rules an endpoint added in Settings → API meets.
  if (url !== undefined && refusalOf(new URL(url), ctx.config.webhooks.allowLocal)) throw refuse('INVALID_URL');
  const r = await buyRent(ctx, call.user.id, { serviceId: service.id, countryId: country.id, period, operatorId });
  if (url !== undefined) {
    // Each SMS to this rental is queued for it (webhooks/rental-callback.ts).
    await ctx.db.insertInto('rental_callbacks').values({ rental_id: r.rent.id, url, created_at: ctx.now() }).execute();
  }
  return phoneAnswer(await rentRow(call, r.rent.id));
}

async function rentRow(call: HandlerCall, id: number) {
  const row = await call.ctx.db
    .selectFrom('rentals')
    .select(['id', 'phone', 'status', 'expires_at', 'service_id'])
    .where('id', '=', id)
    .where('user_id', '=', call.user.id)
    .executeTakeFirst();
  if (!row) throw refuse('NO_ID_RENT');
  return { ...row, expires_at: row.expires_at.toISOString() };
}

const pageValue = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number);
const sizeValue = pageValue.refine((n) => n >= 1 && n <= 100);

/** The rental's SMS, newest first: `{status, quantity, values: {i: {phoneFrom, text, service, date}}}`. */
export async function getRentStatus(call: HandlerCall): Promise<Record<string, unknown>> {
  const { ctx, params } = call;
  const id = required(params, 'id', idValue, 'NO_ID_RENT');
  const page = optional(params, 'page', pageValue, 'BAD_DATA') ?? 0;
  const size = optional(params, 'size', sizeValue, 'BAD_DATA') ?? 100;
  await expireRentals(ctx, { userId: call.user.id, log: call.log });
  const rent = await rentRow(call, id);
  const [total, messages, services] = await Promise.all([
    ctx.db
      .selectFrom('sms_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('rental_id', '=', id)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('sms_messages')
      .select(['sender', 'text', 'received_at'])
      .where('rental_id', '=', id)
      .orderBy('id', 'desc')
      .offset(page * size)
      .limit(size)
      .execute(),
    ctx.db.selectFrom('services').select('slug').where('id', '=', rent.service_id).executeTakeFirstOrThrow(),
  ]);
  if (Number(total.n) === 0) {
    if (rent.status === 'cancelled') throw refuse('STATUS_CANCEL');
    if (rent.status !== 'active') throw refuse('STATUS_FINISH');
    throw refuse('STATUS_WAIT_CODE');
  }
  return {
    status: 'success',
    quantity: String(total.n),
    values: Object.fromEntries(
      messages.map((m, i) => [
        String(i),
        { phoneFrom: m.sender, text: m.text, service: serviceCode(services.slug), date: protocolTime(m.received_at) },
      ]),
    ),
  };
}

const rentStatusValue = z.enum(['1', '2']);

/** 1 finishes, 2 cancels with a refund (within the window, before any SMS); a repeat changes nothing. */
export async function setRentStatus(call: HandlerCall): Promise<Record<string, unknown>> {
  const id = required(call.params, 'id', idValue, 'NO_ID_RENT');
  const status = required(call.params, 'status', rentStatusValue, 'INCORECT_STATUS');
  try {
    await (status === '1' ? finishRent : cancelRent)(call.ctx, call.user.id, id);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'ALREADY_FINISHED') {
      const rent = await rentRow(call, id);
      throw refuse(rent.status === 'cancelled' ? 'ALREADY_CANCEL' : 'ALREADY_FINISH');
    }
    throw error;
  }
  return { status: 'success' };
}

/** Open rentals: `{status, values: {i: {id, phone}}}`. */
export async function getRentList(call: HandlerCall): Promise<Record<string, unknown>> {
  await expireRentals(call.ctx, { userId: call.user.id, log: call.log });
  const rows = await call.ctx.db
    .selectFrom('rentals')
    .select(['id', 'phone'])
    .where('user_id', '=', call.user.id)
    .where('status', '=', 'active')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return {
    status: 'success',
    values: Object.fromEntries(rows.map((r, i) => [String(i), { id: r.id, phone: digits(r.phone) }])),
  };
}

/** Extends by `rent_time` hours, charged at the owner's price: `{status, phone: {id, endDate, number}}`. */
export async function continueRentNumber(call: HandlerCall): Promise<Record<string, unknown>> {
  const id = required(call.params, 'id', idValue, 'NO_ID_RENT');
  const period = rentTime(call, 'rent_time');
  await extendRent(call.ctx, call.user.id, id, period);
  return phoneAnswer(await rentRow(call, id));
}
