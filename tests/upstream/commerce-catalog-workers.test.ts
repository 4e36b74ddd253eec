import { call } from './helpers/http';
import { testConfig, testDatabases } from './helpers/test-db';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { sql } from 'kysely';
import { runCommerceJobs, startCommerceWorkers } from '../../upstream/commerce/workers';
import { seedServices } from '../../upstream/db/seed/commerce-services';

describe.each(testDatabases())('catalogue and background jobs on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database, testConfig({ DEMO_SUPPLIER: '1', DEMO_GATEWAY: '1' }));
  }, 120_000);
  afterAll(() => t.close());

  it('seeds operators and a pool in every country, a price per operator for every offer, and every rent period', async () => {
    const perCountry = await sql<{ iso: string; operators: number; numbers: number }>`
      select c.iso, count(distinct o.id)::int as operators, count(n.id)::int as numbers
      from countries c left join operators o on o.country_id = c.id left join phone_numbers n on n.operator_id = o.id
      group by c.iso`.execute(t.db);
    expect(perCountry.rows).toHaveLength(30);
    for (const row of perCountry.rows) {
      expect(row.operators).toBeGreaterThanOrEqual(1);
      expect(row.numbers).toBeGreaterThanOrEqual(row.operators * 2);
    }
    // Stock varies by country and operator (deterministically: the seed is hash-based).
    const perOperator = await sql<{ n: number }>`
      select count(n.id)::int as n from operators o left join phone_numbers n on n.operator_id = o.id group by o.id`.execute(
      t.db,
    );
    expect(Math.min(...perOperator.rows.map((r) => r.n))).toBeGreaterThanOrEqual(2);
    expect(new Set(perOperator.rows.map((r) => r.n)).size).toBeGreaterThan(10);
    expect(new Set(perCountry.rows.map((r) => r.numbers)).size).toBeGreaterThan(10);
    // Prices in the range of real services: cents to a few dollars an activation, a month's rent tens of dollars at most.
    const range = await sql<{ lo: number; hi: number; month: number }>`
      select (select min(price) from activation_prices)::int as lo, (select max(price) from activation_prices)::int as hi,
             (select max(price) from rent_prices where period = 720)::int as month`.execute(t.db);
    expect(range.rows[0]!.lo).toBeGreaterThanOrEqual(5);
    expect(range.rows[0]!.hi).toBeLessThanOrEqual(300);
    expect(range.rows[0]!.month).toBeLessThanOrEqual(10_000);
    // Each offered service × country has a price for each of the country's operators and all five periods.
    const gaps = await sql<{ n: number }>`
      select count(*)::int as n from (select distinct service_id, country_id from activation_prices) x
      join operators o on o.country_id = x.country_id
      where not exists (select 1 from activation_prices p where p.service_id = x.service_id and p.country_id = x.country_id and p.operator_id = o.id)
         or (select array_agg(period order by period) from rent_prices r where r.service_id = x.service_id and r.country_id = x.country_id) <> array[4, 24, 72, 168, 720]`.execute(
      t.db,
    );
    expect(gaps.rows[0]!.n).toBe(0);
    const sample = await sql<{ slug: string; countries: number }>`
      select s.slug, count(distinct p.country_id)::int as countries from services s join activation_prices p on p.service_id = s.id
      where s.slug in ('whatsapp', 'telegram', 'google', 'instagram', 'facebook') group by s.slug`.execute(t.db);
    expect(sample.rows.map((r) => r.countries)).toEqual([30, 30, 30, 30, 30]);
  });

  it('runs the jobs on its own interval once started, and stops cleanly', async () => {
    const u = await makeUser(t, 100_000);
    const o = await offerOf(t.db, 'tiktok', 'pl');
    const a = (
      await call(t.app, 'POST', '/api/activation/buy', {
        token: u.token,
        body: { service_id: o.serviceId, country_id: o.countryId },
      })
    ).body.activation;
    t.clock.advance(21 * 60_000);
    const stop = startCommerceWorkers(t.ctx, 20);
    try {
      for (let i = 0; i < 100; i++) {
        const row = await t.db
          .selectFrom('activations')
          .select('status')
          .where('id', '=', a.id)
          .executeTakeFirstOrThrow();
        if (row.status !== 'waiting') break;
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await stop();
    }
    expect(
      (await t.db.selectFrom('activations').select('status').where('id', '=', a.id).executeTakeFirstOrThrow()).status,
    ).toBe('expired');
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000, ledger: 100_000 });
  });

  it('lists services with real pool counts, search, sort and chunks of 20', async () => {
    const all = await call(t.app, 'GET', '/api/services');
    expect(all.body.count).toBe(seedServices.length);
    expect(all.body.services).toHaveLength(20);
    expect(all.body.services[0]).toMatchObject({
      slug: 'whatsapp',
      icon: '/icons/services/whatsapp.webp',
      favorite: false,
    });
    expect((await call(t.app, 'GET', '/api/services?load=3')).body.services).toHaveLength(seedServices.length);
    const page2 = await call(t.app, 'GET', '/api/services?page=2');
    expect(page2.body.services[0].id).toBe(
      all.body.services.length ? (await call(t.app, 'GET', '/api/services?load=2')).body.services[20].id : -1,
    );
    const search = await call(t.app, 'GET', '/api/services?search=tele');
    expect(search.body.services.map((s: { slug: string }) => s.slug)).toEqual(['telegram']);
    const byPrice = (await call(t.app, 'GET', '/api/services?sort=price&load=3')).body.services.map(
      (s: { price: number }) => s.price,
    );
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));

    const o = await offerOf(t.db, 'whatsapp', 'ua');
    const countries = await call(t.app, 'GET', `/api/countries?service_id=${o.serviceId}&search=ukr`);
    const before = countries.body.countries[0];
    expect(before).toMatchObject({ iso: 'ua', phone_code: '+380', flag: '/icons/flags/ua.webp' });
    const u = await makeUser(t, 100_000);
    await call(t.app, 'POST', '/api/activation/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId },
    });
    const after = (await call(t.app, 'GET', `/api/countries?service_id=${o.serviceId}&search=ukr`)).body.countries[0];
    expect(after.count).toBe(before.count - 1);
    const rent = await call(t.app, 'GET', `/api/rent-countries?service_id=${o.serviceId}&search=ukr`);
    expect(rent.body.countries[0].count).toBe(after.count);
  });

  it('keeps favourites per type and scope, pinned first', async () => {
    const u = await makeUser(t);
    const o = await offerOf(t.db, 'steam', 'us').catch(() => offerOf(t.db, 'google', 'us'));
    const added = await call(t.app, 'POST', '/api/activation/add-to-favorite', {
      token: u.token,
      body: { id: o.serviceId, type: 'service' },
    });
    expect(added.body.favorites).toEqual({ services: [o.serviceId], countries: [] });
    await call(t.app, 'POST', '/api/rent/add-to-favorite', {
      token: u.token,
      body: { id: o.countryId, type: 'country' },
    });
    const list = await call(t.app, 'GET', '/api/services', { token: u.token });
    expect(list.body.services[0]).toMatchObject({ id: o.serviceId, favorite: true });
    expect((await call(t.app, 'GET', '/api/services?is_favorite=1', { token: u.token })).body.count).toBe(1);
    expect((await call(t.app, 'GET', '/api/rent-services?is_favorite=1', { token: u.token })).body.count).toBe(0);
    const removed = await call(t.app, 'DELETE', `/api/activation/remove-from-favorite/service/${o.serviceId}`, {
      token: u.token,
    });
    expect(removed.body.favorites.services).toEqual([]);
    expect(
      (
        await call(t.app, 'POST', '/api/activation/add-to-favorite', {
          token: u.token,
          body: { id: 1, type: 'operator' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await call(t.app, 'POST', '/api/activation/add-to-favorite', {
          token: u.token,
          body: { id: 999999, type: 'service' },
        })
      ).status,
    ).toBe(422);
    expect(
      (await call(t.app, 'POST', '/api/activation/add-to-favorite', { body: { id: 1, type: 'service' } })).status,
    ).toBe(401);
  });

  it('prices per operator for activations', async () => {
    const o = await offerOf(t.db, 'whatsapp', 'ru');
    const price = await call(t.app, 'GET', `/api/price?service_id=${o.serviceId}&country_id=${o.countryId}`);
    expect(price.body.data.operators.length).toBe(4);
    expect(price.body.data.price).toBe(o.price);
    expect(price.body.data.count).toBe(
      price.body.data.operators.reduce((n: number, op: { count: number }) => n + op.count, 0),
    );
    expect((await call(t.app, 'GET', '/api/price?service_id=1')).status).toBe(422);
  });

  it('demo supplier delivers a code a few seconds after purchase; demo gateway pays crypto by itself, not card; sweeper refunds expiry once', async () => {
    const u = await makeUser(t, 100_000);
    const o = await offerOf(t.db, 'facebook', 'it');
    const a = (
      await call(t.app, 'POST', '/api/activation/buy', {
        token: u.token,
        body: { service_id: o.serviceId, country_id: o.countryId },
      })
    ).body.activation;
    const topUp = (
      await call(t.app, 'POST', '/api/payments/top-up', {
        token: u.token,
        body: { system: 'usdt-trc20', amount: 20_000 },
      })
    ).body.data;
    // A card top-up has a payment page: it waits for the user's Pay, the gateway never pays it alone.
    const card = (
      await call(t.app, 'POST', '/api/payments/top-up', { token: u.token, body: { system: 'card', amount: 20_000 } })
    ).body.data;
    await runCommerceJobs(t.ctx);
    expect(
      (await call(t.app, 'GET', '/api/user/latest-purchases', { token: u.token })).body.purchases.find(
        (p: { id: number }) => p.id === a.id,
      ).messages,
    ).toHaveLength(0);
    t.clock.advance(10_000);
    await runCommerceJobs(t.ctx);
    const delivered = (await call(t.app, 'GET', '/api/user/latest-purchases', { token: u.token })).body.purchases.find(
      (p: { id: number }) => p.id === a.id,
    );
    expect(delivered.status).toBe('code_received');
    expect(delivered.messages[0].code).toMatch(/^\d{6}$/);
    const history = await call(t.app, 'GET', '/api/payments-history', { token: u.token });
    expect(
      history.body.history.data.find((p: { transaction_id: string }) => p.transaction_id === topUp.transaction_id)
        .status,
    ).toBe('paid');
    expect(
      history.body.history.data.find((p: { transaction_id: string }) => p.transaction_id === card.transaction_id)
        .status,
    ).toBe('pending');

    // Bought now, b is past its 20 minutes before the supplier's delay is: it expires unanswered.
    const b = (
      await call(t.app, 'POST', '/api/activation/buy', {
        token: u.token,
        body: { service_id: o.serviceId, country_id: o.countryId },
      })
    ).body.activation;
    t.clock.advance(20 * 60_000);
    await Promise.all([runCommerceJobs(t.ctx), runCommerceJobs(t.ctx)]);
    const statuses = await t.db
      .selectFrom('activations')
      .select(['id', 'status'])
      .where('user_id', '=', u.id)
      .orderBy('id')
      .execute();
    expect(statuses.map((s) => [s.id, s.status])).toEqual([
      [a.id, 'finished'],
      [b.id, 'expired'],
    ]);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({
      balance: 100_000 - a.price + 20_000,
      ledger: 100_000 - a.price + 20_000,
    });
  });
});
