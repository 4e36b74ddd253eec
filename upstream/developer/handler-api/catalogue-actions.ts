import { sql } from 'kysely';
import { balanceOf } from '../../commerce/ledger';
import { countryName } from '../../commerce/country-names';
import { buyerLevel, quote } from '../../commerce/loyalty-price';
import { offersSql } from '../../commerce/offers';
import { countryById, mappedCountries, operatorBySlug, serviceByCode } from './catalogue-lookup';
import { countryIdOfIso, serviceCode } from './code-maps';
import { money, moneyNumber, type HandlerCall } from './handler-call';
import { codeValue, countryValue, optional } from './params';

/**
 * Balance, stock and prices in the protocol's shapes. Counts are the pool's live free numbers
 * and prices are what the key's owner would be charged (their loyalty level), the same
 * figures the site shows them.
 */

export async function getBalance(call: HandlerCall): Promise<string> {
  return `ACCESS_BALANCE:${money(await balanceOf(call.ctx.db, call.user.id))}`;
}

interface OfferRow {
  service_id: number;
  slug: string;
  country_id: number;
  iso: string;
  operator_id: number | null;
  price: number;
  free: number;
}

/** Activation offers grouped by service × country: cheapest in-stock list price and free count. */
async function offers(call: HandlerCall, filter: { serviceId?: number; countryId?: number; operatorId?: number }) {
  const byOperator = filter.operatorId === undefined ? sql`true` : sql`o.operator_id = ${filter.operatorId}`;
  const rows = await sql<OfferRow>`
    select o.service_id, s.slug, o.country_id, c.iso,
           coalesce(min(o.price) filter (where o.free > 0), min(o.price)) as price,
           greatest(coalesce(sum(o.free), 0), 0)::int as free, null::integer as operator_id
    from (${offersSql('activation', filter)}) o
    join services s on s.id = o.service_id
    join countries c on c.id = o.country_id
    where ${byOperator}
    group by o.service_id, s.slug, s.position, o.country_id, c.iso, c.position
    order by c.position, s.position`.execute(call.ctx.db);
  return rows.rows.map((r) => ({ ...r, price: Number(r.price), free: Number(r.free) }));
}

async function optionalService(call: HandlerCall) {
  const code = optional(call.params, 'service', codeValue, 'BAD_SERVICE');
  return code === undefined ? undefined : serviceByCode(call.ctx.db, code);
}

async function optionalCountry(call: HandlerCall) {
  const id = optional(call.params, 'country', countryValue, 'BAD_COUNTRY');
  return id === undefined ? undefined : countryById(call.ctx.db, id);
}

/** `{"wa_0": "12", …}`: free numbers per service in a country (Russia when none is named). */
export async function getNumbersStatus(call: HandlerCall): Promise<Record<string, unknown>> {
  const country = await countryById(call.ctx.db, optional(call.params, 'country', countryValue, 'BAD_COUNTRY'));
  const operatorId = await operatorBySlug(
    call.ctx.db,
    country.id,
    optional(call.params, 'operator', codeValue, 'NO_NUMBERS'),
  );
  const rows = await offers(call, { countryId: country.id, operatorId });
  return Object.fromEntries(rows.map((r) => [`${serviceCode(r.slug)}_0`, String(r.free)]));
}

/** `{country: {service: {cost, count, physicalCount}}}`, optionally for one service and/or country. */
export async function getPrices(call: HandlerCall): Promise<Record<string, unknown>> {
  const [service, country] = await Promise.all([optionalService(call), optionalCountry(call)]);
  const [rows, level] = await Promise.all([
    offers(call, { serviceId: service?.id, countryId: country?.id }),
    buyerLevel(call.ctx.db, call.user.id, call.ctx.now()),
  ]);
  const out: Record<string, Record<string, unknown>> = {};
  for (const r of rows) {
    const protocolId = countryIdOfIso(r.iso);
    if (protocolId === undefined) continue;
    (out[protocolId] ??= {})[serviceCode(r.slug)] = {
      cost: moneyNumber(quote(r.price, level).price),
      count: r.free,
      physicalCount: r.free,
    };
  }
  return out;
}

/** Countries of one service, most free numbers first: `[{country, count, price, retail_price}]`. */
export async function getTopCountriesByService(call: HandlerCall): Promise<Record<string, unknown>> {
  const service = await optionalService(call);
  const [rows, level] = await Promise.all([
    offers(call, { serviceId: service?.id }),
    buyerLevel(call.ctx.db, call.user.id, call.ctx.now()),
  ]);
  const ranked = rows
    .flatMap((r) => {
      const protocolId = countryIdOfIso(r.iso);
      return protocolId === undefined ? [] : [{ ...r, protocolId }];
    })
    .sort((a, b) => b.free - a.free || a.price - b.price);
  return Object.fromEntries(
    ranked.map((r, i) => [
      String(i),
      {
        country: r.protocolId,
        ...(service ? {} : { service: serviceCode(r.slug) }),
        count: r.free,
        price: moneyNumber(quote(r.price, level).price),
        retail_price: moneyNumber(r.price),
      },
    ]),
  );
}

/** Every country the protocol can address: `{id: {id, rus, eng, visible, retry, rent, multiService}}`. */
export async function getCountries(call: HandlerCall): Promise<Record<string, unknown>> {
  const countries = await mappedCountries(call.ctx.db);
  return Object.fromEntries(
    countries.map((c) => [
      String(c.protocolId),
      {
        id: c.protocolId,
        rus: countryName(c.iso, c.name, 'ru'),
        eng: c.name,
        visible: 1,
        retry: 1,
        rent: 1,
        multiService: 1,
      },
    ]),
  );
}

/** `{status, services: [{code, name}]}`: every service, or those offered in `country`. */
export async function getServicesList(call: HandlerCall): Promise<Record<string, unknown>> {
  const country = await optionalCountry(call);
  let query = call.ctx.db.selectFrom('services as s').select(['s.slug', 's.name']).orderBy('s.position');
  if (country)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('activation_prices as p')
          .select('p.service_id')
          .whereRef('p.service_id', '=', 's.id')
          .where('p.country_id', '=', country.id),
      ),
    );
  const services = await query.execute();
  return { status: 'success', services: services.map((s) => ({ code: serviceCode(s.slug), name: s.name })) };
}

/** `{status, countryOperators: {countryId: [operator, …]}}`: operator slugs per country. */
export async function getOperators(call: HandlerCall): Promise<Record<string, unknown>> {
  const country = await optionalCountry(call);
  const countries = country ? [country] : await mappedCountries(call.ctx.db);
  if (countries.length === 0) return { status: 'success', countryOperators: {} };
  const rows = await call.ctx.db
    .selectFrom('operators')
    .select(['country_id', 'slug'])
    .where(
      'country_id',
      'in',
      countries.map((c) => c.id),
    )
    .orderBy('id')
    .execute();
  const out: Record<string, string[]> = {};
  for (const c of countries) out[String(c.protocolId)] = rows.filter((r) => r.country_id === c.id).map((r) => r.slug);
  return { status: 'success', countryOperators: out };
}
