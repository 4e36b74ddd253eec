import fc from 'fast-check';
import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { sql } from 'kysely';
import { discounted, quote } from '../../upstream/commerce/loyalty-price';
import { debit } from '../../upstream/commerce/ledger';
import { receiveSms } from '../../upstream/commerce/sms-intake';

const MIN = 60_000;

describe('discounted (loyalty rounding)', () => {
  it('splits the list price into price + discount, the discount floored, never free', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 100 }), (list, percent) => {
        const { price, discount } = discounted(list, percent);
        expect(Number.isSafeInteger(price) && Number.isSafeInteger(discount)).toBe(true);
        expect(price + discount).toBe(list);
        expect(discount).toBeGreaterThanOrEqual(0);
        // Never more off than the percent implies: the user never pays less than list × (100 − p) %.
        expect(discount * 100).toBeLessThanOrEqual(list * percent);
        if (list >= 1) expect(price).toBeGreaterThanOrEqual(1);
        // …and below 100 % at most one minor unit more than the exact price.
        if (percent < 100) expect(price * 100).toBeLessThan(list * (100 - percent) + 100);
      }),
    );
  });

  it('is monotonic in the list price, so the cheapest offer stays the cheapest after the discount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (list, percent) => {
        expect(discounted(list + 1, percent).price).toBeGreaterThanOrEqual(discounted(list, percent).price);
      }),
    );
  });

  it.each([
    [1999, 4, 1920, 79],
    [100, 7, 93, 7],
    [99, 2, 98, 1],
    [49, 2, 49, 0],
    [1, 7, 1, 0],
    [1, 100, 1, 0],
    [0, 4, 0, 0],
    [500, 0, 500, 0],
  ])('list %i at %i %% → %i (discount %i)', (list, percent, price, discount) => {
    expect(discounted(list, percent)).toEqual({ price, discount });
  });

  it('quotes a level by name, a guest at list price', () => {
    expect(quote(1000, { name: 'Gold', discount_percent: 4 })).toEqual({
      price: 960,
      list_price: 1000,
      discount: 40,
      discount_percent: 4,
      level: 'Gold',
    });
    expect(quote(1000, null)).toEqual({ price: 1000, list_price: 1000, discount: 0, discount_percent: 0, level: null });
  });
});

describe.each(testDatabases())("loyalty_discount on $name (the buy's function charges it)", (database) => {
  it('gives discounted() figures for every list price and percent, clamped percents and no level', async () => {
    const db = await database.open();
    try {
      const pairs = [
        ...fc.sample(fc.tuple(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: -20, max: 120 })), 400),
        [0, 50],
        [1, 100],
        [2, 100],
        [1999, 4],
        [99, 2],
      ] as [number, number][];
      const rows = await sql<{ list: number; percent: number; discount: number }>`
        select t.list, t.percent, loyalty_discount(t.list, t.percent) as discount
        from unnest(${pairs.map((p) => p[0])}::bigint[], ${pairs.map((p) => p[1])}::int[]) as t(list, percent)`.execute(
        db,
      );
      expect(rows.rows).toHaveLength(pairs.length);
      for (const r of rows.rows)
        expect([Number(r.list), Number(r.percent), Number(r.discount)]).toEqual([
          Number(r.list),
          Number(r.percent),
          discounted(Number(r.list), Number(r.percent)).discount,
        ]);
      const none = await sql<{ d: number }>`select loyalty_discount(${1999}::bigint, null::int) as d`.execute(db);
      expect(Number(none.rows[0]!.d)).toBe(0);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});

const levels = [
  { name: 'Bronze', min_spend: 0, discount_percent: 0, position: 1 },
  { name: 'Silver', min_spend: 5_000, discount_percent: 2, position: 2 },
  { name: 'Gold', min_spend: 20_000, discount_percent: 4, position: 3 },
  { name: 'Platinum', min_spend: 100_000, discount_percent: 7, position: 4 },
];

describe.each(testDatabases())('loyalty pricing on $name', (database) => {
  let t: CommerceTestApp;
  let spendRef = 0;
  beforeAll(async () => {
    t = await createCommerceApp(database);
    await t.db.insertInto('loyalty_levels').values(levels).execute();
  }, 120_000);
  afterAll(() => t.close());

  /** Past spend written as the ledger writes a purchase (a rent charge), so it counts for loyalty. */
  const spend = (userId: number, amount: number) =>
    t.db
      .transaction()
      .execute((trx) =>
        debit(trx, { userId, amount, kind: 'rent_charge', ref: `test-spend:${++spendRef}`, at: t.ctx.now() }),
      );
  const spentOf = async (userId: number) =>
    Number((await t.db.selectFrom('users').select('spent').where('id', '=', userId).executeTakeFirstOrThrow()).spent);
  const priceOf = async (token: string | undefined, o: { serviceId: number; countryId: number; operatorId: number }) =>
    (
      await call(
        t.app,
        'GET',
        `/api/price?service_id=${o.serviceId}&country_id=${o.countryId}&operator_id=${o.operatorId}`,
        { token },
      )
    ).body.data;

  it.each(levels.slice(1).map((level, i) => ({ name: level.name, level, below: levels[i]! })))(
    'quotes $name from exactly its min_spend, the level below one unit earlier',
    async ({ level, below }) => {
      const o = await offerOf(t.db, 'whatsapp', 'us');
      const u = await makeUser(t, 1_000_000);
      await spend(u.id, level.min_spend - 1);
      expect(await priceOf(u.token, o)).toMatchObject({
        ...quote(o.price, below),
        level: below.name,
        discount_percent: below.discount_percent,
      });
      await spend(u.id, 1);
      const at = await priceOf(u.token, o);
      expect(at).toMatchObject({ ...quote(o.price, level), level: level.name });
      expect(at.price).toBe(o.price - Math.floor((o.price * level.discount_percent) / 100));
      expect(at.operators.find((op: { id: number }) => op.id === o.operatorId)).toMatchObject({
        price: at.price,
        list_price: o.price,
        discount: at.discount,
      });
    },
  );

  it('guests see list prices with level null', async () => {
    const o = await offerOf(t.db, 'telegram', 'gb');
    expect(await priceOf(undefined, o)).toMatchObject({
      price: o.price,
      list_price: o.price,
      discount: 0,
      discount_percent: 0,
      level: null,
    });
  });

  it('charges the discounted price, stores it on the activation and refunds exactly that on cancel', async () => {
    const o = await offerOf(t.db, 'google', 'de');
    const u = await makeUser(t, 1_000_000);
    await spend(u.id, 20_000);
    const start = (await balanceAndLedger(t.db, u.id)).balance;
    const gold = quote(o.price, { name: 'Gold', discount_percent: 4 });
    expect(gold.discount).toBeGreaterThan(0);

    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId },
    });
    expect(bought.status).toBe(201);
    expect(bought.body.activation.price).toBe(gold.price);
    expect(bought.body.charged).toEqual(gold);
    expect(bought.body.balance).toBe(start - gold.price);
    // The receipt is stored with the purchase; nothing refunded yet.
    expect(bought.body.activation).toMatchObject({ list_price: gold.list_price, discount: gold.discount, refunded: 0 });
    const charge = await t.db
      .selectFrom('ledger_entries')
      .select(['amount'])
      .where('ref', '=', `activation:${bought.body.activation.id}`)
      .where('kind', '=', 'activation_charge')
      .executeTakeFirstOrThrow();
    expect(Number(charge.amount)).toBe(-gold.price);

    t.clock.advance(3 * MIN);
    const cancelled = await call(t.app, 'POST', `/api/activation/${bought.body.activation.id}/cancel`, {
      token: u.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.charged).toBeUndefined();
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: start, ledger: start });
    // The row says what came back (from the ledger) and keeps the receipt of the purchase.
    expect(cancelled.body.activation).toMatchObject({
      status: 'cancelled',
      refunded: gold.price,
      list_price: gold.list_price,
      discount: gold.discount,
    });
    const latest = await call(t.app, 'GET', '/api/user/latest-purchases', { token: u.token });
    expect(latest.body.purchases.find((p: { id: number }) => p.id === bought.body.activation.id)).toMatchObject({
      refunded: gold.price,
    });
  });

  it('moves a user up a level with their own purchases: the next quote is discounted', async () => {
    const o = await offerOf(t.db, 'instagram', 'fr');
    const u = await makeUser(t, 1_000_000);
    // One purchase short of Silver: the purchase itself is at Bronze, the next one at Silver.
    await spend(u.id, 5_000 - o.price);
    expect((await priceOf(u.token, o)).level).toBe('Bronze');
    const body = { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId };
    const first = await call(t.app, 'POST', '/api/activation/buy', { token: u.token, body });
    expect(first.body.charged).toMatchObject({ price: o.price, discount: 0, level: 'Bronze' });
    // Waiting for its code, the purchase can still come back: it counts once the code is in.
    expect((await priceOf(u.token, o)).level).toBe('Bronze');
    const { phone } = first.body.activation as { phone: string };
    expect(await receiveSms(t.ctx, { phone, from: 'Instagram', text: 'Your code is 4821' })).toMatchObject({
      code: '4821',
    });

    const silver = quote(o.price, { name: 'Silver', discount_percent: 2 });
    expect(await priceOf(u.token, o)).toMatchObject(silver);
    const loyalty = await call(t.app, 'GET', '/api/loyalty', { token: u.token });
    expect(loyalty.body.user.level.name).toBe('Silver');
    const second = await call(t.app, 'POST', '/api/activation/buy', { token: u.token, body });
    expect(second.body.charged).toEqual(silver);
    expect(second.body.activation.price).toBe(silver.price);
  });

  it('counts no refundable purchase towards the level: rentals bought up to Platinum and cancelled earn no discount', async () => {
    const o = await offerOf(t.db, 'viber', 'de');
    const u = await makeUser(t, 100_000_000);
    const rentBody = { service_id: o.serviceId, country_id: o.countryId, period: 720 };
    const rentals: number[] = [];
    // Rentals within their cancel window and with no SMS yet: each could be cancelled for its money.
    while ((await spentOf(u.id)) < 100_000) {
      const bought = await call(t.app, 'POST', '/api/rent/buy', { token: u.token, body: rentBody });
      expect(bought.status).toBe(201);
      rentals.push(bought.body.rent.id as number);
    }
    // Activations elsewhere: the rentals hold this operator's Viber numbers.
    const a = await offerOf(t.db, 'whatsapp', 'us');
    const body = { service_id: a.serviceId, country_id: a.countryId, operator_id: a.operatorId };
    expect((await priceOf(u.token, a)).level).toBe('Bronze');
    expect((await call(t.app, 'GET', '/api/loyalty', { token: u.token })).body.user.level.name).toBe('Bronze');
    const bought = await call(t.app, 'POST', '/api/activation/buy', { token: u.token, body });
    expect(bought.status).toBe(201);
    expect(bought.body.charged).toMatchObject({ discount: 0, level: 'Bronze' });
    const rentPrice = await call(t.app, 'GET', `/api/rent-price?service_id=${o.serviceId}&country_id=${o.countryId}`, {
      token: u.token,
    });
    expect(rentPrice.body.data).toMatchObject({ level: 'Bronze', discount_percent: 0 });

    // Past the cancel window nothing comes back: the same spend reaches Platinum.
    t.clock.advance(21 * MIN);
    expect((await priceOf(u.token, a)).level).toBe('Platinum');
    const later = await call(t.app, 'POST', '/api/activation/buy', { token: u.token, body });
    expect(later.body.charged).toMatchObject({ level: 'Platinum' });
    expect(later.body.charged.discount).toBeGreaterThan(0);
  });

  it('rents, prices the extension and extends at the level price; cancel refunds purchase plus extension', async () => {
    const o = await offerOf(t.db, 'telegram', 'de');
    const u = await makeUser(t, 10_000_000);
    await spend(u.id, 100_000);
    const platinum = { name: 'Platinum', discount_percent: 7 };
    const start = (await balanceAndLedger(t.db, u.id)).balance;
    const rp = await call(t.app, 'GET', `/api/rent-price?service_id=${o.serviceId}&country_id=${o.countryId}`, {
      token: u.token,
    });
    expect(rp.body.data).toMatchObject({ level: 'Platinum', discount_percent: 7 });
    const list = new Map<number, number>(
      rp.body.data.periods.map((p: { period: number; list_price: number }) => [p.period, p.list_price]),
    );
    for (const p of rp.body.data.periods) {
      const q = quote(p.list_price, platinum);
      expect(p).toMatchObject({ price: q.price, discount: q.discount });
      expect(q.discount).toBeGreaterThan(0);
    }
    expect(rp.body.data).toMatchObject({
      price: quote(list.get(24)!, platinum).price,
      list_price: list.get(24),
    });

    const bought = await call(t.app, 'POST', '/api/rent/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId, period: 4 },
    });
    expect(bought.status).toBe(201);
    const buyQuote = quote(list.get(4)!, platinum);
    expect(bought.body.charged).toEqual(buyQuote);
    expect(bought.body.rent.price).toBe(buyQuote.price);

    const id = bought.body.rent.id as number;
    const ext = await call(t.app, 'GET', `/api/rent/${id}/extend-price`, { token: u.token });
    const extQuote = quote(list.get(72)!, platinum);
    expect(ext.body.data).toMatchObject({ level: 'Platinum', discount_percent: 7 });
    expect(ext.body.data.periods.find((p: { period: number }) => p.period === 72)).toMatchObject({
      price: extQuote.price,
      list_price: extQuote.list_price,
      discount: extQuote.discount,
    });
    const extended = await call(t.app, 'POST', `/api/rent/${id}/extend`, { token: u.token, body: { period: 72 } });
    expect(extended.body.charged).toEqual(extQuote);
    expect(extended.body.rent.price).toBe(buyQuote.price + extQuote.price);
    expect(extended.body.balance).toBe(start - buyQuote.price - extQuote.price);

    expect(extended.body.rent).toMatchObject({
      list_price: buyQuote.list_price,
      discount: buyQuote.discount,
      refunded: 0,
    });
    const cancelled = await call(t.app, 'POST', `/api/rent/${id}/cancel`, { token: u.token });
    expect(cancelled.status).toBe(200);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: start, ledger: start });
    expect(cancelled.body.rent).toMatchObject({ status: 'cancelled', refunded: buyQuote.price + extQuote.price });
  });

  it('prices the sidebar lists at the reader level, keeping the list price beside', async () => {
    const o = await offerOf(t.db, 'whatsapp', 'gb');
    const u = await makeUser(t, 1_000_000);
    await spend(u.id, 20_000);
    const path = `/api/services?country_id=${o.countryId}&search=WhatsApp`;
    const guest = (await call(t.app, 'GET', path)).body;
    const gold = (await call(t.app, 'GET', path, { token: u.token })).body;
    expect(guest).toMatchObject({ level: null, discount_percent: 0 });
    expect(gold).toMatchObject({ level: 'Gold', discount_percent: 4 });
    const listPrice = guest.services[0].price as number;
    expect(guest.services[0]).toMatchObject({ list_price: listPrice, discount: 0 });
    expect(gold.services[0]).toMatchObject(
      (({ price, list_price, discount }) => ({ price, list_price, discount }))(
        quote(listPrice, { name: 'Gold', discount_percent: 4 }),
      ),
    );
  });
});
