import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { makeUser, testClock } from './helpers/commerce';
import { insertPurchase } from './helpers/purchase-rows';
import { userStatistic } from '../../upstream/commerce/statistics';

/**
 * codes_received counts the messages with a code that reached the user's activations and
 * rentals in the range (statistics.ts reaches them from the user's purchases, per kind).
 */
describe.each(testDatabases())('statistics: codes received on $name', (database) => {
  let t: TestApp;
  const clock = testClock(new Date('2026-03-10T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(database, { now: clock.now }, {}, { commerce: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('counts codes on both kinds of purchase, in the range, of this user only', async () => {
    const u = await makeUser(t);
    const other = await makeUser(t);
    const inRange = new Date('2026-03-05T10:00:00Z');
    const message = (owner: { activation_id: number } | { rental_id: number }, code: string | null, at: Date) =>
      t.db
        .insertInto('sms_messages')
        .values({ ...owner, sender: 'x', text: code ?? 'no code', code, received_at: at })
        .execute();
    const activation = await insertPurchase(t.db, {
      kind: 'activation',
      userId: u.id,
      status: 'finished',
      createdAt: inRange,
    });
    const rental = await insertPurchase(t.db, { kind: 'rent', userId: u.id, status: 'active', createdAt: inRange });
    const before = await insertPurchase(t.db, {
      kind: 'rent',
      userId: u.id,
      status: 'finished',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    const theirs = await insertPurchase(t.db, {
      kind: 'activation',
      userId: other.id,
      status: 'finished',
      createdAt: inRange,
    });
    await message({ activation_id: activation }, '123456', new Date('2026-03-05T10:01:00Z'));
    await message({ activation_id: activation }, null, new Date('2026-03-05T10:02:00Z'));
    await message({ rental_id: rental }, '111111', new Date('2026-03-05T11:00:00Z'));
    await message({ rental_id: rental }, '222222', new Date('2026-03-06T11:00:00Z'));
    // A long rental bought before the range: its code in the range counts, its earlier one not.
    await message({ rental_id: before }, '333333', new Date('2026-03-02T11:00:00Z'));
    await message({ rental_id: before }, '444444', new Date('2026-01-01T11:00:00Z'));
    await message({ activation_id: theirs }, '555555', new Date('2026-03-05T10:01:00Z'));

    const stats = await userStatistic(t.db, u.id, { from: '2026-03-01', to: '2026-03-10' }, clock.now());
    expect(stats.totals.codes_received).toBe(4);
    const one = await userStatistic(t.db, u.id, { from: '2026-03-06', to: '2026-03-06' }, clock.now());
    expect(one.totals.codes_received).toBe(1);
    const theirStats = await userStatistic(t.db, other.id, { from: '2026-03-01', to: '2026-03-10' }, clock.now());
    expect(theirStats.totals.codes_received).toBe(1);
  });
});
