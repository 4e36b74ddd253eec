import { call } from './helpers/http';
import { testConfig, testDatabases } from './helpers/test-db';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { signedHeaders } from '../../upstream/commerce/signed-request';
import { deliverPaymentNotice } from './helpers/handler-api';

describe.each(testDatabases())('payments and statistics on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    // The money race below buys 100 at once: the open-activation cap (rest-v1-limits.test.ts)
    // must not be what stops it.
    t = await createCommerceApp(database, testConfig({ MAX_OPEN_ACTIVATIONS: '1000' }));
  }, 120_000);
  afterAll(() => t.close());

  const webhook = (body: unknown) => deliverPaymentNotice(t.app, t.ctx, body);

  it('lists systems with a default and creates a top-up code form; refuses bad systems and amounts', async () => {
    const u = await makeUser(t);
    const systems = await call(t.app, 'GET', '/api/payments', { token: u.token });
    expect(systems.body.default_system).toBe('card');
    expect(Object.keys(systems.body.systems)).toEqual(expect.arrayContaining(['card', 'btc', 'usdt-trc20']));
    const code = await call(t.app, 'POST', '/api/payments/top-up', {
      token: u.token,
      body: { system: 'btc', amount: 150_000 },
    });
    expect(code.status).toBe(200);
    expect(code.body.data).toMatchObject({
      system: 'btc',
      amount: 150_000,
      address: expect.stringMatching(/^bc1q/),
      // In the coin, not in dollars: $1,500 at the demo rate of $65,000 a bitcoin.
      qrCode: expect.stringContaining('amount=0.02307693'),
      crypto: { currency: 'BTC', amount: '0.02307693', rate: 6_500_000 },
    });
    expect(Date.parse(code.body.data.expired_at) - t.ctx.now().getTime()).toBe(30 * 60_000);
    const after = await call(t.app, 'GET', '/api/payments', { token: u.token });
    expect(Object.keys(after.body.active_payments)).toEqual([code.body.data.transaction_id]);
    expect(
      (await call(t.app, 'POST', '/api/payments/top-up', { token: u.token, body: { system: 'nope', amount: 150_000 } }))
        .status,
    ).toBe(422);
    expect(
      (await call(t.app, 'POST', '/api/payments/top-up', { token: u.token, body: { system: 'card', amount: 1 } }))
        .status,
    ).toBe(422);
    expect(
      (await call(t.app, 'POST', '/api/payments/top-up', { token: u.token, body: { system: 'card', amount: 10.5 } }))
        .status,
    ).toBe(422);
  });

  it('confirms a top-up exactly once through the signed webhook and credits the referrer share', async () => {
    const referrer = await makeUser(t);
    const u = await makeUser(t);
    await t.db.updateTable('users').set({ referrer_id: referrer.id }).where('id', '=', u.id).execute();
    const code = (
      await call(t.app, 'POST', '/api/payments/top-up', { token: u.token, body: { system: 'card', amount: 25_000 } })
    ).body.data;
    const notice = { transaction_id: code.transaction_id, status: 'paid', amount: 25_000, external_id: 'gw-1' };
    expect((await webhook({ ...notice, amount: 24_999 })).statusCode).toBe(422);
    const results = await Promise.all([webhook(notice), webhook(notice), webhook(notice)]);
    const applied = results.filter((r) => r.statusCode === 200).map((r) => JSON.parse(r.body).applied);
    expect(applied.filter(Boolean)).toHaveLength(1);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 25_000, ledger: 25_000 });
    expect(t.published.filter((p) => p.userId === u.id && p.event === 'BalanceTopup').map((p) => p.payload)).toEqual([
      { balance: 25_000 },
    ]);
    const share = await t.db
      .selectFrom('referral_earnings')
      .select('amount')
      .where('referrer_id', '=', referrer.id)
      .execute();
    expect(share).toHaveLength(1);

    // The gateway retries the same notice later, freshly signed: the payment is already paid.
    t.clock.advance(60_000);
    const resent = await webhook(notice);
    expect(resent.statusCode).toBe(200);
    expect(JSON.parse(resent.body)).toEqual({ status: true, applied: false, payment_status: 'paid' });
    const lateFailure = await webhook({ ...notice, status: 'failed' });
    expect(JSON.parse(lateFailure.body)).toMatchObject({ applied: false, payment_status: 'paid' });
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 25_000, ledger: 25_000 });
    expect(t.published.filter((p) => p.userId === u.id && p.event === 'BalanceTopup')).toHaveLength(1);
    expect(
      await t.db.selectFrom('referral_earnings').select('amount').where('referrer_id', '=', referrer.id).execute(),
    ).toHaveLength(1);

    const history = await call(t.app, 'GET', '/api/payments-history?date=today', { token: u.token });
    expect(history.body.history.data[0]).toMatchObject({
      transaction_id: code.transaction_id,
      status: 'paid',
      amount: 25_000,
      system: { key: 'card' },
    });
    expect(history.body.history.meta.total).toBe(1);
    const none = await call(t.app, 'GET', `/api/payments-history?search=zzz`, { token: u.token });
    expect(none.body.history.data).toHaveLength(0);
    const options = await call(t.app, 'GET', '/api/payment-history-options', { token: u.token });
    expect(options.body.data[0]).toMatchObject({ key: 'card', icon: '/icons/payments/card.webp' });
    expect((await webhook({ transaction_id: 'tx_unknown', status: 'paid', amount: 1 })).statusCode).toBe(404);
  });

  it('records a failed payment without money or event, and never pays it afterwards', async () => {
    const u = await makeUser(t);
    const code = (
      await call(t.app, 'POST', '/api/payments/top-up', { token: u.token, body: { system: 'card', amount: 30_000 } })
    ).body.data;
    const failed = await webhook({ transaction_id: code.transaction_id, status: 'failed', amount: 30_000 });
    expect(JSON.parse(failed.body)).toEqual({ status: true, applied: true, payment_status: 'failed' });
    t.clock.advance(1_000);
    const paidLater = await webhook({ transaction_id: code.transaction_id, status: 'paid', amount: 30_000 });
    expect(JSON.parse(paidLater.body)).toMatchObject({ applied: false, payment_status: 'failed' });
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 0, ledger: 0 });
    expect(t.published.filter((p) => p.userId === u.id)).toEqual([]);
    expect((await call(t.app, 'GET', '/api/payments', { token: u.token })).body.active_payments).toEqual({});
  });

  it('lets exactly 100 of 200 concurrent purchases through with money for 100; balance 0, ledger matches', async () => {
    const o = await offerOf(t.db, 'telegram', 'gb');
    const extra = Array.from({ length: 220 }, (_, i) => ({
      country_id: o.countryId,
      operator_id: o.operatorId,
      phone: `+4479990${String(i).padStart(5, '0')}`,
    }));
    await t.db.insertInto('phone_numbers').values(extra).execute();
    const u = await makeUser(t, o.price * 100);
    const body = { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId };
    const results = await Promise.all(
      Array.from({ length: 200 }, () => call(t.app, 'POST', '/api/activation/buy', { token: u.token, body })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(100);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'NO_BALANCE')).toBe(true);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 0, ledger: 0 });
    const phones = new Set(results.filter((r) => r.status === 201).map((r) => r.body.activation.phone));
    expect(phones.size).toBe(100);
  }, 60_000);

  it('reports net spend, purchases and codes per day and per service', async () => {
    const u = await makeUser(t, 100_000);
    const o = await offerOf(t.db, 'google', 'nl');
    const a = (
      await call(t.app, 'POST', '/api/activation/buy', {
        token: u.token,
        body: { service_id: o.serviceId, country_id: o.countryId },
      })
    ).body.activation;
    const b = (
      await call(t.app, 'POST', '/api/activation/buy', {
        token: u.token,
        body: { service_id: o.serviceId, country_id: o.countryId },
      })
    ).body.activation;
    const raw = JSON.stringify({ phone: a.phone, from: 'Google', text: 'G-123456' });
    await t.app.inject({
      method: 'POST',
      url: '/api/sms/intake',
      payload: raw,
      headers: signedHeaders(t.ctx.config.smsIntakeSecret, raw, t.ctx.now()),
    });
    t.clock.advance(3 * 60_000);
    await call(t.app, 'POST', `/api/activation/${b.id}/cancel`, { token: u.token });
    const stat = await call(t.app, 'GET', '/api/user/statistic', { token: u.token });
    expect(stat.status).toBe(200);
    const { totals, by_day, by_service } = stat.body.data;
    expect(totals).toMatchObject({ spent: a.price, refunded: b.price, activations: 2, rentals: 0, codes_received: 1 });
    expect(by_day).toHaveLength(30);
    expect(by_day.at(-1)).toMatchObject({ spent: a.price, activations: 2 });
    expect(by_service).toEqual([
      {
        service: { id: o.serviceId, name: 'Google', icon: '/icons/services/google.webp' },
        spent: a.price,
        activations: 2,
        rentals: 0,
      },
    ]);
    expect(
      (await call(t.app, 'GET', '/api/user/statistic?from=2026-05-01&to=2026-04-01', { token: u.token })).status,
    ).toBe(422);
    expect((await call(t.app, 'GET', '/api/user/statistic?from=yesterday', { token: u.token })).status).toBe(422);
  });
});
