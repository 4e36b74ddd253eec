import { sql } from 'kysely';
import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { apiKeyOf, handler } from './helpers/handler-api';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';

/**
 * A purchase never charges more than the price its buyer agreed to: the confirm dialog's price
 * travels as max_price, and a price raised since (a cached card, a tab left open, a bot's
 * maxPrice) charges nothing and answers 409 PRICE_CHANGED with the price now. For a live
 * activation the cap is the charging statement's own (migration 0026), not a read before it.
 */
describe.each(testDatabases())('the buyer’s price cap on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const raise = (table: 'activation_prices' | 'rent_prices', serviceId: number, countryId: number, by: number) =>
    sql`update ${sql.table(table)} set price = price + ${by}
        where service_id = ${serviceId} and country_id = ${countryId}`.execute(t.db);
  const purchases = async (userId: number) => {
    const [a, r] = await Promise.all([
      t.db.selectFrom('activations').select('id').where('user_id', '=', userId).execute(),
      t.db.selectFrom('rentals').select('id').where('user_id', '=', userId).execute(),
    ]);
    return a.length + r.length;
  };
  const holds = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from number_holds`.execute(t.db)).rows[0]!.n);

  it('refuses an activation dearer than max_price, charging and holding nothing, and says the price now', async () => {
    const o = await offerOf(t.db, 'telegram', 'de');
    const u = await makeUser(t, 100_000);
    const shown = await call(t.app, 'GET', `/api/price?service_id=${o.serviceId}&country_id=${o.countryId}`, {
      token: u.token,
    });
    const price = shown.body.data.price as number;
    await raise('activation_prices', o.serviceId, o.countryId, 7);
    const heldBefore = await holds();

    const refused = await call(t.app, 'POST', '/api/activation/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId, max_price: price },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: false, code: 'PRICE_CHANGED', price: price + 7 });
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000, ledger: 100_000 });
    expect(await purchases(u.id)).toBe(0);
    expect(await holds()).toBe(heldBefore);

    // Agreeing to the new price buys at it; a cap above the price charges the price, not the cap.
    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId, max_price: price + 50 },
    });
    expect(bought.status).toBe(201);
    expect(bought.body.charged.price).toBe(price + 7);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000 - price - 7, ledger: 100_000 - price - 7 });
  });

  it('caps inside the charging statement: activation_buy_live holds and charges nothing above p_max_price', async () => {
    const o = await offerOf(t.db, 'whatsapp', 'gb');
    const u = await makeUser(t, 100_000);
    const now = new Date();
    const buyAt = (cap: number | null) =>
      sql<{ id: number | null; pick_price: string | null; balance_after: string | null }>`
        select id, pick_price, balance_after from activation_buy_live(${u.id}, ${o.serviceId}::int, ${o.countryId}::int,
          null::int, ${[]}::text[], null::text, 100, 100, ${now}::timestamptz, ${now}::timestamptz,
          ${new Date(now.getTime() + 1_200_000)}::timestamptz, ${now}::timestamptz, ${cap}::bigint)`.execute(t.db);

    const refused = (await buyAt(o.price - 1)).rows[0]!;
    expect(refused.id).toBeNull();
    expect(Number(refused.pick_price)).toBe(o.price);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000, ledger: 100_000 });
    expect(await purchases(u.id)).toBe(0);

    const exact = (await buyAt(o.price)).rows[0]!;
    expect(exact.id).not.toBeNull();
    expect(Number(exact.balance_after)).toBe(100_000 - o.price);
    // No cap: the price of the moment, as before 0026.
    expect((await buyAt(null)).rows[0]!.id).not.toBeNull();
  });

  it('refuses a rental and an extension dearer than max_price, charging nothing', async () => {
    const o = await offerOf(t.db, 'telegram', 'gb');
    const u = await makeUser(t, 1_000_000);
    const quoted = await call(
      t.app,
      'GET',
      `/api/rent-price?service_id=${o.serviceId}&country_id=${o.countryId}&period=4`,
      {
        token: u.token,
      },
    );
    const price = quoted.body.data.price as number;
    await raise('rent_prices', o.serviceId, o.countryId, 11);

    const refused = await call(t.app, 'POST', '/api/rent/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId, period: 4, max_price: price },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PRICE_CHANGED', price: price + 11 });
    expect(await purchases(u.id)).toBe(0);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 1_000_000, ledger: 1_000_000 });

    const rented = await call(t.app, 'POST', '/api/rent/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId, period: 4, max_price: price + 11 },
    });
    expect(rented.status).toBe(201);
    const rent = rented.body.rent as { id: number; expired_date: string };
    const after = await balanceAndLedger(t.db, u.id);

    const periods = await call(t.app, 'GET', `/api/rent/${rent.id}/extend-price`, { token: u.token });
    const day = (periods.body.data.periods as { period: number; price: number }[]).find((p) => p.period === 24)!;
    await raise('rent_prices', o.serviceId, o.countryId, 5);
    const dearer = await call(t.app, 'POST', `/api/rent/${rent.id}/extend`, {
      token: u.token,
      body: { period: 24, max_price: day.price },
    });
    expect(dearer.status).toBe(409);
    expect(dearer.body).toMatchObject({ code: 'PRICE_CHANGED', price: day.price + 5 });
    expect(await balanceAndLedger(t.db, u.id)).toEqual(after);
    const row = await t.db
      .selectFrom('rentals')
      .select('expires_at')
      .where('id', '=', rent.id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.toISOString()).toBe(new Date(rent.expired_date).toISOString());
  });

  it('caps a sandbox purchase the same way, and refuses a negative or fractional max_price', async () => {
    const o = await offerOf(t.db, 'telegram', 'fr');
    const u = await makeUser(t, 0);
    const issued = await call(t.app, 'POST', '/api/user/sandbox/key', { token: u.token });
    const sandbox = issued.body.key as string;
    const sandboxId = (
      await t.db.selectFrom('users').select('id').where('sandbox_of', '=', u.id).executeTakeFirstOrThrow()
    ).id;
    const before = await t.db
      .selectFrom('users')
      .select('balance')
      .where('id', '=', sandboxId)
      .executeTakeFirstOrThrow();
    const refused = await call(t.app, 'POST', '/api/v1/activation/buy', {
      token: sandbox,
      body: { service_id: o.serviceId, country_id: o.countryId, max_price: o.price - 1 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PRICE_CHANGED', price: o.price });
    const after = await t.db
      .selectFrom('users')
      .select('balance')
      .where('id', '=', sandboxId)
      .executeTakeFirstOrThrow();
    expect(Number(after.balance)).toBe(Number(before.balance));
    expect(await purchases(sandboxId)).toBe(0);

    for (const max_price of [-1, 1.5, '10']) {
      const bad = await call(t.app, 'POST', '/api/v1/activation/buy', {
        token: sandbox,
        body: { service_id: o.serviceId, country_id: o.countryId, max_price },
      });
      expect(bad.status).toBe(422);
    }
  });

  it("answers a bot's maxPrice below a price raised meanwhile with WRONG_MAX_PRICE and the price now", async () => {
    const o = await offerOf(t.db, 'instagram', 'gb');
    const u = await makeUser(t, 100_000);
    await raise('activation_prices', o.serviceId, o.countryId, 3);
    const res = await handler(t.app, {
      action: 'getNumber',
      api_key: await apiKeyOf(t.db, u.id),
      service: 'ig',
      country: 16,
      maxPrice: (o.price / 100).toFixed(2),
    });
    expect(res.text).toBe(`WRONG_MAX_PRICE:${((o.price + 3) / 100).toFixed(2)}`);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000, ledger: 100_000 });
  });
});
