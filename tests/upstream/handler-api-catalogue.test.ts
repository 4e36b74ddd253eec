import { sql } from 'kysely';
import { createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { apiKeyOf, handler, handlerJson } from './helpers/handler-api';
import { testDatabases } from './helpers/test-db';

/**
 * Handler API catalogue actions: the protocol's country ids and service codes over Codeport's
 * catalogue, live free counts and the buyer's own prices.
 */
describe.each(testDatabases())('handler API catalogue on $name', (database) => {
  let t: CommerceTestApp;
  let key: string;
  beforeAll(async () => {
    t = await createCommerceApp(database);
    key = await apiKeyOf(t.db, (await makeUser(t, 0)).id);
  }, 120_000);
  afterAll(() => t.close());

  /** Free numbers of an activation offer: the pool of its operator minus that service's holds. */
  const freeOf = async (serviceId: number, countryId: number) => {
    const r = await sql<{ n: number }>`
      select coalesce(sum(greatest(
        (select count(*) from phone_numbers n where n.operator_id = p.operator_id and n.enabled)
        - (select count(*) from number_holds h where h.operator_id = p.operator_id and h.service_id = p.service_id), 0)), 0)::int as n
      from activation_prices p where p.service_id = ${serviceId} and p.country_id = ${countryId}`.execute(t.db);
    return Number(r.rows[0]!.n);
  };

  it('getCountries maps the protocol ids to the catalogue, with Russian and English names', async () => {
    const countries = await handlerJson(t.app, { action: 'getCountries', api_key: key });
    expect(countries['0']).toMatchObject({ id: 0, eng: 'Russia', rus: 'Россия', visible: 1 });
    expect(countries['2']).toMatchObject({ id: 2, eng: 'Kazakhstan' });
    expect(countries['16']).toMatchObject({ id: 16, eng: 'United Kingdom' });
    expect(countries['22']).toMatchObject({ id: 22, eng: 'India' });
    expect(countries['43']).toMatchObject({ id: 43, eng: 'Germany' });
    expect(countries['73']).toMatchObject({ id: 73, eng: 'Brazil' });
    expect(countries['78']).toMatchObject({ id: 78, eng: 'France' });
    expect(countries['187']).toMatchObject({ id: 187, eng: 'United States' });
    const total = await t.db
      .selectFrom('countries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Object.keys(countries)).toHaveLength(Number(total.n));
  });

  it('getServicesList gives the short codes beside the names, optionally per country', async () => {
    const all = await handlerJson(t.app, { action: 'getServicesList', api_key: key });
    expect(all.status).toBe('success');
    const codes = (all.services as { code: string; name: string }[]).map((s) => s.code);
    expect(codes).toEqual(expect.arrayContaining(['wa', 'tg', 'go', 'ig', 'fb', 'vk', 'ds', 'tw']));
    expect(all.services).toContainEqual({ code: 'wa', name: 'WhatsApp' });
    expect(new Set(codes).size).toBe(codes.length);
    const inUk = await handlerJson(t.app, { action: 'getServicesList', api_key: key, country: 16 });
    expect(inUk.services.length).toBeGreaterThan(0);
    expect(inUk.services.length).toBeLessThanOrEqual(all.services.length);
    expect((await handler(t.app, { action: 'getServicesList', api_key: key, country: 5 })).text).toBe('BAD_COUNTRY');
  });

  it('getOperators lists operator slugs per country', async () => {
    const ru = await handlerJson(t.app, { action: 'getOperators', api_key: key, country: 0 });
    expect(ru).toEqual({ status: 'success', countryOperators: { '0': ['mts', 'beeline', 'megafon', 'tele2'] } });
    const all = await handlerJson(t.app, { action: 'getOperators', api_key: key });
    expect(all.countryOperators['187']).toEqual(['t-mobile', 'verizon', 'at-t']);
  });

  it('getPrices answers {country: {service: {cost, count, physicalCount}}} with live counts', async () => {
    const o = await offerOf(t.db, 'whatsapp', 'gb');
    const prices = await handlerJson(t.app, { action: 'getPrices', api_key: key, service: 'wa', country: 16 });
    const free = await freeOf(o.serviceId, o.countryId);
    expect(prices).toEqual({ '16': { wa: { cost: o.price / 100, count: free, physicalCount: free } } });
    const byService = await handlerJson(t.app, { action: 'getPrices', api_key: key, service: 'tg' });
    expect(Object.keys(byService).length).toBeGreaterThan(1);
    for (const perService of Object.values(byService)) expect(Object.keys(perService as object)).toEqual(['tg']);
    expect((await handler(t.app, { action: 'getPrices', api_key: key, service: 'nope' })).text).toBe('BAD_SERVICE');
  });

  it('getNumbersStatus counts free numbers per service code and moves with a purchase', async () => {
    const o = await offerOf(t.db, 'telegram', 'de');
    const before = await handlerJson(t.app, { action: 'getNumbersStatus', api_key: key, country: 43 });
    expect(before.tg_0).toBe(String(await freeOf(o.serviceId, o.countryId)));
    const buyer = await makeUser(t, 100_000);
    const bought = await handler(t.app, {
      action: 'getNumber',
      api_key: await apiKeyOf(t.db, buyer.id),
      service: 'tg',
      country: 43,
    });
    expect(bought.text).toMatch(/^ACCESS_NUMBER:/);
    const after = await handlerJson(t.app, { action: 'getNumbersStatus', api_key: key, country: 43 });
    expect(Number(after.tg_0)).toBe(Number(before.tg_0) - 1);
  });

  it('getTopCountriesByService ranks countries by free numbers with the buyer price and the list price', async () => {
    const top = await handlerJson(t.app, { action: 'getTopCountriesByService', api_key: key, service: 'wa' });
    const rows = Object.values(top) as { country: number; count: number; price: number; retail_price: number }[];
    expect(rows.length).toBeGreaterThan(1);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.count).toBeGreaterThanOrEqual(rows[i]!.count);
    const uk = rows.find((r) => r.country === 16)!;
    expect(uk.price).toBe((await offerOf(t.db, 'whatsapp', 'gb')).price / 100);
    expect(uk.retail_price).toBe(uk.price);
  });
});
