import { cardTopUp, deliverPaymentNotice } from './helpers/handler-api';
import { captureLog } from './helpers/log-lines';
import { call } from './helpers/http';
import { makeUser, testClock } from './helpers/commerce';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';

/**
 * Notices the upstream refuses to credit (a "paid" after a decline, a paid amount that is not
 * the top-up's, a second payment of a paid top-up) or a decline after a credit may still mean
 * money moved: each leaves a warning that support finds by
 * payment and user (docs/support-guide.md), and the balance stays as it was.
 */
describe('payment notices that credit nothing leave a trace for support', () => {
  const { lines, log } = captureLog();
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { log, now: clock.now }, {}, { commerce: true });
  }, 120_000);
  afterAll(() => t.close());

  const webhook = (body: unknown) => deliverPaymentNotice(t.app, t.ctx, body);
  const topUp = (token: string, amount: number) => cardTopUp(t, token, amount);
  const balance = async (token: string) => (await call(t.app, 'GET', '/api/user', { token })).body.user.balance;

  it('warns of a "paid" after a decline, which credits nothing', async () => {
    const u = await makeUser(t);
    const { transaction, id } = await topUp(u.token, 700);
    await webhook({ transaction_id: transaction, status: 'failed', amount: 700 });
    lines.length = 0;
    const late = await webhook({ transaction_id: transaction, status: 'paid', amount: 700 });
    expect(late.json()).toMatchObject({ applied: false, payment_status: 'failed' });
    expect(await balance(u.token)).toBe(0);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'payment: paid after a decline, not credited',
        paymentId: id,
        userId: u.id,
        amount: 700,
      }),
    );
    // A replayed "failed" is no such case.
    lines.length = 0;
    await webhook({ transaction_id: transaction, status: 'failed', amount: 700, external_id: 'again' });
    expect(lines.filter((l) => l.level === 40)).toEqual([]);
  });

  it('warns of a paid amount that is not the top-up, which credits nothing', async () => {
    const u = await makeUser(t);
    const { transaction, id } = await topUp(u.token, 700);
    lines.length = 0;
    const wrong = await webhook({ transaction_id: transaction, status: 'paid', amount: 650 });
    expect(wrong.statusCode).toBe(422);
    expect(await balance(u.token)).toBe(0);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'payment: paid amount does not match, not credited',
        paymentId: id,
        userId: u.id,
        amount: 700,
        paid: 650,
      }),
    );
  });

  it('warns of a second payment of a paid top-up, which credits nothing, and not of a replay', async () => {
    const u = await makeUser(t);
    const { transaction, id } = await topUp(u.token, 700);
    await webhook({ transaction_id: transaction, status: 'paid', amount: 700, external_id: 'chain-tx-1' });
    lines.length = 0;
    // The gateway's retry of the same notice: signed anew a second later.
    clock.advance(1_000);
    const replay = await webhook({
      transaction_id: transaction,
      status: 'paid',
      amount: 700,
      external_id: 'chain-tx-1',
    });
    expect(replay.json()).toMatchObject({ applied: false, payment_status: 'paid' });
    expect(lines.filter((l) => l.level === 40)).toEqual([]);
    const second = await webhook({
      transaction_id: transaction,
      status: 'paid',
      amount: 700,
      external_id: 'chain-tx-2',
    });
    expect(second.json()).toMatchObject({ applied: false, payment_status: 'paid' });
    expect(await balance(u.token)).toBe(700);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'payment: second payment of a paid top-up, not credited',
        paymentId: id,
        userId: u.id,
        amount: 700,
        externalId: 'chain-tx-2',
      }),
    );
  });

  it('warns of a decline after the top-up was credited, which the balance still holds', async () => {
    const u = await makeUser(t);
    const { transaction, id } = await topUp(u.token, 700);
    await webhook({ transaction_id: transaction, status: 'paid', amount: 700, external_id: 'card-1' });
    lines.length = 0;
    const reversed = await webhook({
      transaction_id: transaction,
      status: 'failed',
      amount: 700,
      external_id: 'card-1',
    });
    expect(reversed.json()).toMatchObject({ applied: false, payment_status: 'paid' });
    expect(await balance(u.token)).toBe(700);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'payment: declined after it was credited',
        paymentId: id,
        userId: u.id,
        amount: 700,
      }),
    );
  });
});
