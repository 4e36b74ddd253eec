import { DEMO_SMS_DELAY_MS } from '../../upstream/commerce/demo-supplier';
import { runCommerceJobs } from '../../upstream/commerce/workers';
import { DEMO_PAYMENT_DELAY_MS } from '../../upstream/payments/demo-gateway';
import { adoptRequestId } from '../../upstream/server/request-id';
import { call } from './helpers/http';
import { captureLog } from './helpers/log-lines';
import { makeUser, offerOf, testClock } from './helpers/commerce';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MIN = 60_000;

describe('one request id, end to end (upstream)', () => {
  const clock = testClock();
  const logs = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { log: logs.log, now: clock.now }, {}, { commerce: true });
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(() => {
    logs.lines.length = 0;
  });

  it("adopts the caller's id, echoes it, and names the signed-in user on the request's lines", async () => {
    const u = await makeUser(t, 0);
    const id = 'c0ffee00-1234-4abc-8def-0123456789ab';
    const res = await call(t.app, 'GET', '/api/user', { token: u.token, headers: { 'x-request-id': id } });
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    const mine = logs.lines.filter((l) => l.requestId === id);
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    // Authentication happens inside the request: the completion line carries who it was.
    expect(mine[1]).toMatchObject({ userId: u.id, res: { statusCode: 200 } });
    expect(logs.lines.every((l) => l.requestId === id)).toBe(true);
    // The user is bound to that request's own logger: the next request, a guest's, names nobody.
    logs.lines.length = 0;
    expect((await call(t.app, 'GET', '/api/user')).status).toBe(401);
    expect(logs.lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(logs.lines.some((l) => 'userId' in l)).toBe(false);
  });

  it('replaces a malformed or over-long id with its own, so a client cannot shape the log', async () => {
    const hostile = [
      'short',
      'x'.repeat(129),
      'abc def ghi jkl',
      'abcdefgh","userId":1,"x":"y',
      'abcdefgh\\u000a{"level":60}',
      'abcdéfghij',
    ];
    for (const bad of hostile) {
      logs.lines.length = 0;
      const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': bad } });
      expect(res.statusCode).toBe(200);
      const echoed = res.headers['x-request-id'] as string;
      expect(echoed).toMatch(UUID);
      expect(logs.lines.length).toBeGreaterThan(0);
      expect(logs.lines.every((l) => l.requestId === echoed)).toBe(true);
      expect(JSON.stringify(logs.lines)).not.toContain(bad);
    }
    expect(adoptRequestId(['a1b2c3d4e5', 'f6g7h8i9j0'])).toMatch(UUID);
    expect(adoptRequestId('bff:a1b2c3d4.e5_f6-7')).toBe('bff:a1b2c3d4.e5_f6-7');
  });

  it('gives a request without an id a fresh one per request', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/health' });
    const b = await t.app.inject({ method: 'GET', url: '/health' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('logs the purchase, payment and user each background job acts on', async () => {
    const u = await makeUser(t, 100_000);
    const o = await offerOf(t.db, 'whatsapp', 'gb');
    const buy = async () =>
      (
        await call(t.app, 'POST', '/api/activation/buy', {
          token: u.token,
          body: { service_id: o.serviceId, country_id: o.countryId },
        })
      ).body.activation.id as number;
    const coded = await buy();
    const topUp = await call(t.app, 'POST', '/api/payments/top-up', {
      token: u.token,
      body: { system: 'btc', amount: 1_000 },
    });
    const payment = await t.db
      .selectFrom('payments')
      .select('id')
      .where('transaction_id', '=', topUp.body.data.transaction_id)
      .executeTakeFirstOrThrow();

    // The demo supplier's SMS and the demo gateway's payment go through the real intakes.
    clock.advance(Math.max(DEMO_SMS_DELAY_MS, DEMO_PAYMENT_DELAY_MS) + 1);
    logs.lines.length = 0;
    await runCommerceJobs(t.ctx);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'sms intake: delivered', worker: 'commerce', activationId: coded, userId: u.id }),
    );
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        msg: 'payment: notice settled',
        worker: 'commerce',
        paymentId: payment.id,
        userId: u.id,
        applied: true,
      }),
    );

    // The sweeper: one activation expires without a code (refunded), the coded one finishes.
    const uncoded = await buy();
    clock.advance(21 * MIN);
    logs.lines.length = 0;
    await runCommerceJobs(t.ctx);
    const closed = logs.lines.filter((l) => l.msg === 'sweeper: activation closed' && l.userId === u.id);
    expect(closed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ activationId: uncoded, status: 'expired', worker: 'commerce' }),
        expect.objectContaining({ activationId: coded, status: 'finished', worker: 'commerce' }),
      ]),
    );
    expect(closed).toHaveLength(2);
  });

  it("logs a close that a user's own read makes (it refunds too) on that request's lines, site and bot alike", async () => {
    const o = await offerOf(t.db, 'whatsapp', 'gb');
    const [u, b] = [await makeUser(t, 100_000), await makeUser(t, 100_000)];
    const buy = async (token: string) =>
      (
        await call(t.app, 'POST', '/api/activation/buy', {
          token,
          body: { service_id: o.serviceId, country_id: o.countryId },
        })
      ).body.activation.id as number;
    const site = await buy(u.token);
    const bot = await buy(b.token);
    const rent = (
      await call(t.app, 'POST', '/api/rent/buy', {
        token: u.token,
        body: { service_id: o.serviceId, country_id: o.countryId, period: 4 },
      })
    ).body.rent.id as number;
    const key = (await call(t.app, 'POST', '/api/user/api-key', { token: b.token })).body.key as string;
    clock.advance(21 * MIN);
    // No sweeper runs here: the reads close what is overdue (refunding it) before they answer.
    logs.lines.length = 0;
    const ids = { site: 'read-closes-0001', bot: 'bot-read-closes-0002', rent: 'rent-read-closes-0003' };
    const read = (path: string, token: string, id: string) =>
      call(t.app, 'GET', path, { token, headers: { 'x-request-id': id } });
    expect((await read('/api/user/active-numbers', u.token, ids.site)).status).toBe(200);
    const status = await t.app.inject({
      method: 'GET',
      url: `/stubs/handler_api.php?api_key=${key}&action=getStatus&id=${bot}`,
      headers: { 'x-request-id': ids.bot },
    });
    expect(status.body).toBe('STATUS_CANCEL');
    clock.advance(4 * 60 * MIN);
    expect((await read('/api/user/active-rent-numbers', u.token, ids.rent)).status).toBe(200);
    const sweep = (msg: string, requestId: string, userId: number, more: Record<string, unknown>) =>
      expect.objectContaining({ msg, requestId, userId, ...more });
    expect(logs.lines.filter((l) => String(l.msg).startsWith('sweeper:'))).toEqual([
      sweep('sweeper: activation closed', ids.site, u.id, { activationId: site, status: 'expired' }),
      sweep('sweeper: activation closed', ids.bot, b.id, { activationId: bot, status: 'expired' }),
      sweep('sweeper: rental closed', ids.rent, u.id, { rentalId: rent }),
    ]);
  });
});
