import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { expireActivations } from '../../upstream/commerce/activation-service';

const MIN = 60_000;

describe.each(testDatabases())('activations on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const buy = (token: string, body: Record<string, unknown>, key?: string) =>
    call(t.app, 'POST', '/api/activation/buy', { token, body, headers: key ? { 'Idempotency-Key': key } : {} });

  it('buys a real pool number, charges once per idempotency key and lowers the pool count', async () => {
    const o = await offerOf(t.db, 'whatsapp', 'gb');
    const u = await makeUser(t, 100_000);
    const before = await call(
      t.app,
      'GET',
      `/api/price?service_id=${o.serviceId}&country_id=${o.countryId}&operator_id=${o.operatorId}`,
    );
    const first = await buy(
      u.token,
      { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId },
      'key-aaaa-0001',
    );
    expect(first.status).toBe(201);
    expect(first.body.activation).toMatchObject({ status: 'waiting', price: o.price, operator: { id: o.operatorId } });
    expect(first.body.balance).toBe(100_000 - o.price);
    const held = await t.db
      .selectFrom('phone_numbers')
      .select('phone')
      .where('phone', '=', first.body.activation.phone)
      .executeTakeFirst();
    expect(held).toBeDefined();

    const again = await buy(
      u.token,
      { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId },
      'key-aaaa-0001',
    );
    expect(again.status).toBe(200);
    expect(again.body.activation.id).toBe(first.body.activation.id);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000 - o.price, ledger: 100_000 - o.price });

    const after = await call(
      t.app,
      'GET',
      `/api/price?service_id=${o.serviceId}&country_id=${o.countryId}&operator_id=${o.operatorId}`,
    );
    expect(after.body.data.count).toBe(before.body.data.count - 1);
  });

  it('charges once when the same idempotency key arrives concurrently', async () => {
    const o = await offerOf(t.db, 'whatsapp', 'de');
    const u = await makeUser(t, 100_000);
    const body = { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId };
    const replies = await Promise.all(Array.from({ length: 6 }, () => buy(u.token, body, 'key-race-000001')));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.activation.id)).size).toBe(1);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000 - o.price, ledger: 100_000 - o.price });
    const holds = await t.db
      .selectFrom('number_holds')
      .select('number_id')
      .where('kind', '=', 'activation')
      .where('ref_id', '=', replies[0]!.body.activation.id)
      .execute();
    expect(holds).toHaveLength(1);
    // Another user may use the same key string: keys are per user.
    const other = await makeUser(t, 100_000);
    expect((await buy(other.token, body, 'key-race-000001')).status).toBe(201);
  });

  it('refuses without money (NO_BALANCE) and when the pool is empty (NO_NUMBERS), charging nothing', async () => {
    const o = await offerOf(t.db, 'telegram', 'us');
    const poor = await makeUser(t, o.price - 1);
    const r = await buy(poor.token, { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ status: false, code: 'NO_BALANCE' });
    expect(await balanceAndLedger(t.db, poor.id)).toEqual({ balance: o.price - 1, ledger: o.price - 1 });
    // Refused in the purchase's one statement: no activation, so no hold left behind either.
    expect(await t.db.selectFrom('activations').select('id').where('user_id', '=', poor.id).execute()).toEqual([]);
    expect(
      await t.db
        .selectFrom('number_holds as h')
        .leftJoin('activations as a', 'a.id', 'h.ref_id')
        .select('h.number_id')
        .where('h.kind', '=', 'activation')
        .where('a.id', 'is', null)
        .execute(),
    ).toEqual([]);

    await t.db.updateTable('phone_numbers').set({ enabled: false }).where('operator_id', '=', o.operatorId).execute();
    const rich = await makeUser(t, 100_000);
    const empty = await buy(rich.token, {
      service_id: o.serviceId,
      country_id: o.countryId,
      operator_id: o.operatorId,
    });
    expect(empty.status).toBe(409);
    expect(empty.body.code).toBe('NO_NUMBERS');
    expect((await balanceAndLedger(t.db, rich.id)).balance).toBe(100_000);
    await t.db.updateTable('phone_numbers').set({ enabled: true }).where('operator_id', '=', o.operatorId).execute();
  });

  it('locks cancel for 2 minutes, then cancels with exactly one refund', async () => {
    const o = await offerOf(t.db, 'google', 'de');
    const u = await makeUser(t, 50_000);
    const { body } = await buy(u.token, { service_id: o.serviceId, country_id: o.countryId });
    const id = body.activation.id as number;
    const early = await call(t.app, 'POST', `/api/activation/${id}/cancel`, { token: u.token });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('CANCEL_LOCKED');
    t.clock.advance(2 * MIN - 1_000);
    const stillLocked = await call(t.app, 'POST', `/api/activation/${id}/cancel`, { token: u.token });
    expect(stillLocked.body).toMatchObject({ code: 'CANCEL_LOCKED', message: expect.stringContaining('in 1 s') });
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 50_000 - o.price, ledger: 50_000 - o.price });
    t.clock.advance(1_000);
    const [a, b] = await Promise.all([
      call(t.app, 'POST', `/api/activation/${id}/cancel`, { token: u.token }),
      call(t.app, 'POST', `/api/activation/${id}/cancel`, { token: u.token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 50_000, ledger: 50_000 });
    const other = await makeUser(t, 0);
    expect((await call(t.app, 'POST', `/api/activation/${id}/cancel`, { token: other.token })).status).toBe(404);
  });

  it('expires without a code after 20 minutes and refunds once, even racing a cancel', async () => {
    const o = await offerOf(t.db, 'instagram', 'fr');
    const u = await makeUser(t, 50_000);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await buy(u.token, { service_id: o.serviceId, country_id: o.countryId })).body.activation.id);
    // Alive for exactly 20 minutes: a second before, the sweeper leaves it alone.
    t.clock.advance(20 * MIN - 1_000);
    expect(await expireActivations(t.ctx, { userId: u.id })).toEqual({ expired: 0, finished: 0 });
    t.clock.advance(1_000);
    const results = await Promise.all([
      expireActivations(t.ctx, { userId: u.id }),
      expireActivations(t.ctx),
      ...ids.map((id) => call(t.app, 'POST', `/api/activation/${id}/cancel`, { token: u.token })),
    ]);
    expect(results.length).toBe(5);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 50_000, ledger: 50_000 });
    const refunds = await t.db
      .selectFrom('ledger_entries')
      .select('ref')
      .where('user_id', '=', u.id)
      .where('kind', '=', 'activation_refund')
      .execute();
    expect(refunds).toHaveLength(3);
    const list = await call(t.app, 'GET', '/api/user/active-numbers', { token: u.token });
    expect(list.body.numbers.data).toHaveLength(0);
    const latest = await call(t.app, 'GET', '/api/user/latest-purchases', { token: u.token });
    expect(
      latest.body.purchases
        .map((p: { status: string }) => p.status)
        .every((s: string) => s === 'expired' || s === 'cancelled'),
    ).toBe(true);
  });

  it('lists active activations with filters and pagination meta', async () => {
    const u = await makeUser(t, 200_000);
    const wa = await offerOf(t.db, 'whatsapp', 'ru');
    const tg = await offerOf(t.db, 'telegram', 'ru');
    for (let i = 0; i < 3; i++) await buy(u.token, { service_id: wa.serviceId, country_id: wa.countryId });
    await buy(u.token, { service_id: tg.serviceId, country_id: tg.countryId });
    const page = await call(t.app, 'GET', '/api/user/active-numbers?per_page=2&page=2', { token: u.token });
    expect(page.body.numbers.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 4 });
    expect(page.body.total_count).toBe(4);
    const filtered = await call(t.app, 'GET', `/api/user/active-numbers?services_ids=${tg.serviceId}`, {
      token: u.token,
    });
    expect(filtered.body.numbers.data).toHaveLength(1);
    expect(filtered.body.total_count).toBe(4);
    const search = await call(t.app, 'GET', '/api/user/active-numbers?search=whats&sort=oldest', { token: u.token });
    const ids = search.body.numbers.data.map((d: { id: number }) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toHaveLength(3);
    expect(search.body.antifraud).toMatchObject({ restricted: false, cancelled_last_24h: 0 });
  });

  it('finds an active number written as people write it: spaces, dashes, brackets', async () => {
    const u = await makeUser(t, 200_000);
    const wa = await offerOf(t.db, 'whatsapp', 'gb');
    await buy(u.token, { service_id: wa.serviceId, country_id: wa.countryId });
    const bought = await buy(u.token, { service_id: wa.serviceId, country_id: wa.countryId });
    const phone = bought.body.activation.phone as string;
    const digits = phone.replace(/\D/g, '');
    const found = async (search: string) =>
      (
        await call(t.app, 'GET', `/api/user/active-numbers?search=${encodeURIComponent(search)}`, { token: u.token })
      ).body.numbers.data.map((d: { id: number }) => d.id);
    const spaced = `+${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)}-${digits.slice(8)}`;
    const bracketed = `(${digits.slice(0, 2)}) ${digits.slice(2)}`;
    for (const written of [spaced, bracketed, digits.slice(-6), phone])
      expect([written, await found(written)]).toEqual([written, [bought.body.activation.id]]);
    // Words are still words: a service's name, not digits.
    expect(await found('whatsapp')).toHaveLength(2);
  });

  it('answers bad input with 4xx JSON, never 500', async () => {
    const u = await makeUser(t, 0);
    for (const body of [
      {},
      { service_id: 'x', country_id: 1 },
      { service_id: -1, country_id: 1 },
      { service_id: 1, country_id: 1, idempotency_key: 'short' },
    ]) {
      const r = await buy(u.token, body);
      expect(r.status).toBe(422);
      expect(r.body.status).toBe(false);
    }
    expect((await call(t.app, 'POST', '/api/activation/abc/cancel', { token: u.token })).status).toBe(422);
    expect((await call(t.app, 'POST', '/api/activation/999999/finish', { token: u.token })).status).toBe(404);
    expect((await buy('', { service_id: 1, country_id: 1 })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/active-numbers?per_page=1000', { token: u.token })).status).toBe(422);
    expect((await call(t.app, 'GET', '/api/services?sort=weird')).status).toBe(422);
  });
});
