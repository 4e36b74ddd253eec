import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { apiKeyOf, handlerJson } from './helpers/handler-api';

const HOUR = 60 * 60_000;

/**
 * An extension whose answer was lost is tried again (the extend dialog, a bot): with the same
 * idempotency key it extends and charges once, answering the retry with the rental as it stands.
 */
describe.each(testDatabases())('rental extensions under a key on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  async function rented() {
    const u = await makeUser(t, 1_000_000);
    const o = await offerOf(t.db, 'telegram', 'gb');
    const res = await call(t.app, 'POST', '/api/rent/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId, period: 4 },
    });
    expect(res.status).toBe(201);
    const rent = res.body.rent as { id: number; expired_date: string };
    return { u, rent };
  }
  const extend = (token: string, id: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(t.app, 'POST', `/api/rent/${id}/extend`, { token, body, headers });
  const extensions = (id: number) =>
    t.db.selectFrom('rent_extensions').select(['period', 'price']).where('rental_id', '=', id).execute();

  it('extends once per key, by body or header; the replay charges nothing and says so', async () => {
    const { u, rent } = await rented();
    const first = await extend(u.token, rent.id, { period: 24, idempotency_key: 'extend-key-0001' });
    // 201 for the extension made, 200 for its replay (docs/developer-api-rest.md).
    expect(first.status).toBe(201);
    expect(first.body.charged.price).toBeGreaterThan(0);
    const after = await balanceAndLedger(t.db, u.id);
    const expiry = first.body.rent.expired_date as string;
    expect(Date.parse(expiry) - Date.parse(rent.expired_date)).toBe(24 * HOUR);

    const again = await extend(u.token, rent.id, { period: 24 }, { 'Idempotency-Key': 'extend-key-0001' });
    expect(again.status).toBe(200);
    expect(again.body.charged).toBeUndefined();
    expect(again.body.rent.expired_date).toBe(expiry);
    expect(await balanceAndLedger(t.db, u.id)).toEqual(after);
    expect(await extensions(rent.id)).toHaveLength(1);

    // Another key is another extension.
    const second = await extend(u.token, rent.id, { period: 24, idempotency_key: 'extend-key-0002' });
    expect(Date.parse(second.body.rent.expired_date) - Date.parse(expiry)).toBe(24 * HOUR);
    expect(await extensions(rent.id)).toHaveLength(2);
  });

  it('charges once when the same key arrives twice at once', async () => {
    const { u, rent } = await rented();
    const before = await balanceAndLedger(t.db, u.id);
    const answers = await Promise.all(
      [0, 1, 2].map(() => extend(u.token, rent.id, { period: 24, idempotency_key: 'extend-race-0001' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(answers.filter((a) => a.body.charged !== undefined)).toHaveLength(1);
    const [only] = await extensions(rent.id);
    expect(await extensions(rent.id)).toHaveLength(1);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({
      balance: before.balance - Number(only!.price),
      ledger: before.ledger - Number(only!.price),
    });
  });

  it("keys are per rental: one rental's key does not answer for another", async () => {
    const { u, rent } = await rented();
    const other = await call(t.app, 'POST', '/api/rent/buy', {
      token: u.token,
      body: {
        service_id: (await offerOf(t.db, 'whatsapp', 'gb')).serviceId,
        country_id: (await offerOf(t.db, 'whatsapp', 'gb')).countryId,
        period: 4,
      },
    });
    const otherId = other.body.rent.id as number;
    await extend(u.token, rent.id, { period: 24, idempotency_key: 'shared-key-0001' });
    const res = await extend(u.token, otherId, { period: 24, idempotency_key: 'shared-key-0001' });
    expect(res.body.charged.price).toBeGreaterThan(0);
    expect(await extensions(otherId)).toHaveLength(1);
  });

  // The extend dialog read the periods, then the period left the price table: the refusal has its
  // own code (the web translates it), not VALIDATION_FAILED's English text.
  it('PERIOD_NOT_OFFERED: a period taken off the table since the prices were read charges nothing', async () => {
    const { u, rent } = await rented();
    const offered = await call(t.app, 'GET', `/api/rent/${rent.id}/extend-price`, { token: u.token });
    expect(offered.body.data.periods.map((p: { period: number }) => p.period)).toContain(24);
    const o = await offerOf(t.db, 'telegram', 'gb');
    const removed = await t.db
      .deleteFrom('rent_prices')
      .where('service_id', '=', o.serviceId)
      .where('country_id', '=', o.countryId)
      .where('period', '=', 24)
      .returningAll()
      .execute();
    expect(removed).toHaveLength(1);
    try {
      const before = await balanceAndLedger(t.db, u.id);
      const refused = await extend(u.token, rent.id, { period: 24 });
      expect([refused.status, refused.body.code]).toEqual([422, 'PERIOD_NOT_OFFERED']);
      expect(refused.body.errors).toEqual({ period: [expect.any(String)] });
      const key = await apiKeyOf(t.db, u.id);
      const handlerAnswer = await handlerJson(t.app, {
        action: 'continueRentNumber',
        api_key: key,
        id: rent.id,
        rent_time: 24,
      });
      expect(handlerAnswer).toEqual({ status: 'error', message: 'INVALID_TIME' });
      expect(await balanceAndLedger(t.db, u.id)).toEqual(before);
      expect(await extensions(rent.id)).toHaveLength(0);
    } finally {
      await t.db.insertInto('rent_prices').values(removed).execute();
    }
  });
});
