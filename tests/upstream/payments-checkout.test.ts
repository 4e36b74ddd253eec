import { call } from './helpers/http';
import { testConfig, testDatabases } from './helpers/test-db';
import { balanceAndLedger, createCommerceApp, makeUser, type CommerceTestApp } from './helpers/commerce';
import { signedHeaders } from '../../upstream/commerce/signed-request';
import { confirmDemoPayments, DEMO_PAYMENT_DELAY_MS } from '../../upstream/payments/demo-gateway';
import { coinAmount } from '../../upstream/payments/payment-service';

/** A checkout that works (issue 15): the demo payment page, crypto quotes, limits that fit the prices. */
describe.each(testDatabases())('checkout on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const topUp = (token: string, system: string, amount: number) =>
    call(t.app, 'POST', '/api/payments/top-up', { token, body: { system, amount } });
  const form = (url: string, decision: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: `decision=${decision}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const paymentsOf = (userId: number) =>
    t.db.selectFrom('payments').select(['status', 'amount']).where('user_id', '=', userId).execute();
  const path = (address: string) => new URL(address).pathname;

  it('offers limits and presets that fit prices of a few dollars, with the coin and its demo rate on crypto', async () => {
    const u = await makeUser(t);
    const { systems } = (await call(t.app, 'GET', '/api/payments', { token: u.token })).body;
    expect(systems.card).toMatchObject({ min_amount: 100, presets: [200, 500, 1_000, 2_000], coin: null });
    expect(systems['usdt-trc20']).toMatchObject({
      min_amount: 500,
      coin: { code: 'USDT', decimals: 6, rate: 100, demo_rate: true },
    });
    expect(systems.btc).toMatchObject({ min_amount: 500, coin: { code: 'BTC', rate: 6_500_000, demo_rate: true } });
    for (const s of Object.values(systems) as { min_amount: number; max_amount: number; presets: number[] }[]) {
      expect(s.presets.length).toBeGreaterThan(0);
      expect(s.presets.every((p) => p >= s.min_amount && p <= s.max_amount)).toBe(true);
    }
  });

  it('serves the demo payment page at the card address; Pay credits the balance once through the webhook', async () => {
    const u = await makeUser(t);
    await t.db.updateTable('users').set({ locale: 'de' }).where('id', '=', u.id).execute();
    const code = (await topUp(u.token, 'card', 200)).body.data;
    expect(code.address).toBe(`${t.ctx.config.publicUrl}/pay/${code.transaction_id}`);
    expect(code).toMatchObject({ pay_url: code.address, crypto: null });

    const shown = await t.app.inject({ method: 'GET', url: path(code.address) });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect(shown.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(shown.body).not.toMatch(/<script/i);
    expect(shown.body).toContain('<html lang="de">');
    expect(shown.body).toContain('Codeport');
    // The amount as the user reads it, in their language's digits.
    expect(shown.body).toContain('$2,00');
    expect(shown.body).toContain(`action="/pay/${code.transaction_id}"`);
    expect(shown.body).toMatch(/value="pay"[^>]*>Bezahlen/);
    expect(shown.body).toMatch(/value="decline"[^>]*>Ablehnen/);

    const paid = await form(path(code.address), 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${t.ctx.config.webOrigin}/top-up?payment=${code.transaction_id}&result=paid`);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 200, ledger: 200 });
    expect(t.published.filter((p) => p.userId === u.id && p.event === 'BalanceTopup')).toHaveLength(1);
    // It went through the signed webhook: the replay log holds its signature.
    const paidRow = await t.db
      .selectFrom('payments')
      .select(['status', 'external_id'])
      .where('transaction_id', '=', code.transaction_id)
      .executeTakeFirstOrThrow();
    expect(paidRow).toMatchObject({ status: 'paid', external_id: expect.stringMatching(/^demo-page-/) });

    // A second press (back button, double submit) moves nothing.
    const again = await form(path(code.address), 'pay');
    expect(again.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: path(code.address) })).body).not.toContain('<form');
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 200, ledger: 200 });
  });

  it('Decline fails the payment with no money; it cannot be paid afterwards', async () => {
    const u = await makeUser(t);
    const code = (await topUp(u.token, 'sbp', 500)).body.data;
    const declined = await form(path(code.address), 'decline');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toContain('result=failed');
    expect(await paymentsOf(u.id)).toEqual([{ status: 'failed', amount: 500 }]);
    expect((await form(path(code.address), 'pay')).statusCode).toBe(409);
    expect((await form(path(code.address), 'nonsense')).statusCode).toBe(422);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 0, ledger: 0 });
    expect(t.published.filter((p) => p.userId === u.id)).toEqual([]);
  });

  it('refuses an expired code on the page', async () => {
    const u = await makeUser(t);
    const code = (await topUp(u.token, 'card', 500)).body.data;
    t.clock.advance(31 * 60_000);
    expect((await form(path(code.address), 'pay')).statusCode).toBe(409);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('answers 404 to tampered payment ids on the page and the webhook, and moves no money', async () => {
    const u = await makeUser(t);
    const code = (await topUp(u.token, 'card', 1_000)).body.data;
    const tampered = code.transaction_id.slice(0, -1) + (code.transaction_id.endsWith('0') ? '1' : '0');
    for (const url of [`/pay/${tampered}`, '/pay/tx_nothex', `/pay/${code.transaction_id}%27`, '/pay/..%2Fapi']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await form(url, 'pay')).statusCode).toBe(404);
    }
    // A crypto top-up has no page: its id on the page is unknown too.
    const crypto = (await topUp(u.token, 'usdt-trc20', 500)).body.data;
    expect((await form(`/pay/${crypto.transaction_id}`, 'pay')).statusCode).toBe(404);

    const raw = JSON.stringify({ transaction_id: tampered, status: 'paid', amount: 1_000 });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: raw,
      headers: signedHeaders(t.ctx.config.paymentWebhookSecret, raw, t.ctx.now()),
    });
    expect(hook.statusCode).toBe(404);
    expect(JSON.parse(hook.body)).toMatchObject({ status: false, code: 'NOT_FOUND' });
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 0, ledger: 0 });
    expect((await paymentsOf(u.id)).map((p) => p.status)).toEqual(['pending', 'pending']);
  });

  it('refuses amounts out of range and unknown systems with a field error, storing nothing', async () => {
    const u = await makeUser(t);
    const cases: [string, number, string][] = [
      ['card', 99, 'amount'],
      ['card', 10_000_001, 'amount'],
      ['btc', 499, 'amount'],
      ['usdt-trc20', 0, 'amount'],
      ['nope', 500, 'system'],
    ];
    for (const [system, amount, field] of cases) {
      const r = await topUp(u.token, system, amount);
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
      expect(Object.keys(r.body.errors)).toEqual([field]);
    }
    expect((await topUp(u.token, 'card', 100)).status).toBe(200);
    expect(await paymentsOf(u.id)).toHaveLength(1);
  });

  it('quotes crypto in the coin with the rate used and its expiry; the demo gateway pays crypto, not page top-ups', async () => {
    const u = await makeUser(t);
    const btc = (await topUp(u.token, 'btc', 1_000)).body.data;
    expect(btc.crypto).toEqual({
      currency: 'BTC',
      amount: '0.00015385',
      rate: 6_500_000,
      rate_expires_at: btc.expired_at,
      demo_rate: true,
    });
    expect(btc.pay_url).toBeNull();
    expect(btc.qrCode).toContain('amount=0.00015385');
    const usdt = (await topUp(u.token, 'usdt-trc20', 500)).body.data;
    expect(usdt.crypto).toMatchObject({ currency: 'USDT', amount: '5.00', rate: 100 });
    const pending = (await call(t.app, 'GET', '/api/payments', { token: u.token })).body.active_payments;
    expect(pending[btc.transaction_id].crypto).toEqual(btc.crypto);
    const card = (await topUp(u.token, 'card', 300)).body.data;

    t.clock.advance(DEMO_PAYMENT_DELAY_MS + 1);
    await confirmDemoPayments(t.ctx);
    const statuses = await t.db
      .selectFrom('payments')
      .select(['transaction_id', 'status'])
      .where('user_id', '=', u.id)
      .execute();
    const byTx = Object.fromEntries(statuses.map((s) => [s.transaction_id, s.status]));
    expect(byTx).toEqual({
      [btc.transaction_id]: 'paid',
      [usdt.transaction_id]: 'paid',
      [card.transaction_id]: 'pending',
    });
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 1_500, ledger: 1_500 });
  });

  it('rounds coin amounts up so a payment is never short', () => {
    expect(coinAmount(1, 6_500_000, 8)).toBe('0.00000016'); // 15.38… satoshi
    expect(coinAmount(6_500_000, 6_500_000, 8)).toBe('1.00');
    expect(coinAmount(12_345, 100, 6)).toBe('123.45');
    expect(coinAmount(1, 3, 2)).toBe('0.34');
  });
});

describe.each(testDatabases())('checkout without the demo gateway on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database, testConfig({ DEMO_GATEWAY: '0' }));
  }, 120_000);
  afterAll(() => t.close());

  it("sends the user to the system's configured payment page, refuses a system without one, serves no demo page", async () => {
    const u = await makeUser(t);
    const refused = await call(t.app, 'POST', '/api/payments/top-up', {
      token: u.token,
      body: { system: 'card', amount: 500 },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['system']);
    await t.db
      .updateTable('payment_systems')
      .set({ checkout_url: 'https://pay.example.com/checkout?tx={transaction_id}&sum={amount}' })
      .where('key', '=', 'card')
      .execute();
    const code = (
      await call(t.app, 'POST', '/api/payments/top-up', { token: u.token, body: { system: 'card', amount: 500 } })
    ).body.data;
    expect(code.address).toBe(`https://pay.example.com/checkout?tx=${code.transaction_id}&sum=500`);
    expect(code.pay_url).toBe(code.address);
    expect((await t.app.inject({ method: 'GET', url: `/pay/${code.transaction_id}` })).statusCode).toBe(404);
    const rows = await t.db.selectFrom('payments').select('id').where('user_id', '=', u.id).execute();
    expect(rows).toHaveLength(1);
  });
});
