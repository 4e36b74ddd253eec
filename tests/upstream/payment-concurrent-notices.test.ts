import { cardTopUp, deliverPaymentNotice } from './helpers/handler-api';
import { captureLog } from './helpers/log-lines';
import { call } from './helpers/http';
import { makeUser, testClock } from './helpers/commerce';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';

/**
 * Two "paid" notices of one top-up with their own external ids, at once (coins sent twice to
 * its deposit address, confirmed in the same block): one credits, and the other is the second
 * payment support must be told of. Both read the top-up pending before either settled it, so the
 * warning is judged on the payment as it is after the settling transaction, not as first read.
 * On PostgreSQL the two run in parallel; ten top-ups make the interleaving all but certain.
 */
describe.each(testDatabases())('two payments of one top-up notified at once on $name', (database) => {
  const { lines, log } = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { log, now: testClock().now }, {}, { commerce: true });
  }, 120_000);
  afterAll(() => t.close());

  it('credits one and warns of the other, every time', async () => {
    const u = await makeUser(t);
    const codes = await Promise.all(Array.from({ length: 10 }, () => cardTopUp(t, u.token, 700)));
    const pairs = codes.map((c) => c.transaction);
    const ids = codes.map((c) => c.id);
    lines.length = 0;
    const answers = await Promise.all(
      pairs.flatMap((transaction, i) =>
        ['a', 'b'].map((side) =>
          deliverPaymentNotice(t.app, t.ctx, {
            transaction_id: transaction,
            status: 'paid',
            amount: 700,
            external_id: `chain-${i}-${side}`,
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.json().applied === true)).toHaveLength(10);
    expect((await call(t.app, 'GET', '/api/user', { token: u.token })).body.user.balance).toBe(7_000);
    const warned = lines.filter((l) => l.msg === 'payment: second payment of a paid top-up, not credited');
    expect(warned.map((l) => l.paymentId).sort()).toEqual([...ids].sort());
  });
});
