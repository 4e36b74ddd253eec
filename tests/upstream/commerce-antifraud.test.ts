import { call } from './helpers/http';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { apiKeyOf, handler } from './helpers/handler-api';
import { testDatabases } from './helpers/test-db';
import { ANTIFRAUD_CANCEL_LIMIT } from '../../upstream/commerce/active-lists';

/**
 * The antifraud pause: after ANTIFRAUD_CANCEL_LIMIT cancellations in 24 hours an account can
 * neither buy nor rent for a while. The refusal carries its own code, BUYING_PAUSED, which the
 * web translates (the upstream's message is English) and the handler API answers as BANNED.
 */
describe.each(testDatabases())('the antifraud pause on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const buyActivation = (token: string, o: Awaited<ReturnType<typeof offerOf>>) =>
    call(t.app, 'POST', '/api/activation/buy', {
      token,
      body: { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId },
    });
  const buyRent = (token: string, o: Awaited<ReturnType<typeof offerOf>>) =>
    call(t.app, 'POST', '/api/rent/buy', {
      token,
      body: { service_id: o.serviceId, country_id: o.countryId, period: 4 },
    });

  /**
   * A user whose last 24 hours hold `count` cancelled purchases of one kind: one real purchase,
   * cancelled, and copies of it (each kind is counted on its own).
   */
  async function withCancellations(kind: 'activation' | 'rent', count: number) {
    const u = await makeUser(t, 100_000);
    const o = await offerOf(t.db, 'telegram', 'gb');
    const bought = kind === 'activation' ? await buyActivation(u.token, o) : await buyRent(u.token, o);
    expect(bought.status).toBe(201);
    const id = (kind === 'activation' ? bought.body.activation : bought.body.rent).id as number;
    const table = kind === 'activation' ? 'activations' : 'rentals';
    const closedAt = new Date();
    const row = await t.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await t.db.updateTable(table).set({ status: 'cancelled', closed_at: closedAt }).where('id', '=', id).execute();
    const { id: _id, ...copy } = row;
    const copies = Array.from({ length: count - 1 }, () => ({
      ...copy,
      status: 'cancelled' as const,
      closed_at: closedAt,
      idempotency_key: null,
    }));
    if (copies.length) await t.db.insertInto(table).values(copies).execute();
    return { u, o, balance: await balanceAndLedger(t.db, u.id) };
  }

  it('pauses buying at the limit, with the code the web translates and BANNED in the handler API, charging nothing', async () => {
    const { u, o, balance } = await withCancellations('activation', ANTIFRAUD_CANCEL_LIMIT);
    const list = await call(t.app, 'GET', '/api/user/active-numbers', { token: u.token });
    expect(list.body.antifraud).toMatchObject({ restricted: true, cancelled_last_24h: ANTIFRAUD_CANCEL_LIMIT });

    const buy = await buyActivation(u.token, o);
    expect(buy.status).toBe(403);
    expect(buy.body.code).toBe('BUYING_PAUSED');
    const key = await apiKeyOf(t.db, u.id);
    const viaHandler = await handler(t.app, { action: 'getNumber', api_key: key, service: 'tg', country: 16 });
    expect(viaHandler.text).toBe('BANNED');
    expect(await balanceAndLedger(t.db, u.id)).toEqual(balance);
  });

  it('pauses renting at the limit of cancelled rentals, with the same code', async () => {
    const { u, o, balance } = await withCancellations('rent', ANTIFRAUD_CANCEL_LIMIT);
    const rent = await buyRent(u.token, o);
    expect(rent.status).toBe(403);
    expect(rent.body.code).toBe('BUYING_PAUSED');
    expect(await balanceAndLedger(t.db, u.id)).toEqual(balance);
  });

  it('lets an account one cancellation under the limit buy', async () => {
    const { u, o } = await withCancellations('activation', ANTIFRAUD_CANCEL_LIMIT - 1);
    expect((await buyActivation(u.token, o)).status).toBe(201);
  });
});
