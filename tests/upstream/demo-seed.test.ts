import { call } from './helpers/http';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { seedIfEmpty } from '../../upstream/db/seed';
import { demoFriend, demoUser } from '../../upstream/db/seed/demo-users';

const cheap = { argon2: { memoryKiB: 64, iterations: 1 }, demoAccounts: true };

/**
 * The whole demo seed of an empty database (what `npm start` shows): the demo accounts'
 * past top-ups are real payments, each paid one credited in the ledger under its payment's
 * reference, and the demo user's referral earnings are the share of the friend's top-ups.
 */
describe.each(testDatabases())('the demo seed on $name', (database) => {
  let t: TestApp;
  const signIn = async (email: string, password: string) =>
    (await call(t.app, 'POST', '/api/login', { body: { email, password } })).body.token as string;
  const ledger = (userId: number) =>
    t.db.selectFrom('ledger_entries').select(['amount', 'kind', 'ref']).where('user_id', '=', userId).execute();

  beforeAll(async () => {
    t = await createTestApp(database);
    expect(await seedIfEmpty(t.db, cheap)).toBe(true);
  }, 120_000);
  afterAll(() => t.close());

  it('gives the demo user a payment history whose paid top-ups are in the ledger, and the documented balance', async () => {
    const token = await signIn(demoUser.email, demoUser.password);
    const me = (await call(t.app, 'GET', '/api/user', { token })).body.user;
    expect(me.balance).toBe(demoUser.balance);

    const history = (await call(t.app, 'GET', '/api/payments-history', { token })).body.history;
    const rows = history.data as { transaction_id: string; status: string; amount: number; system: { key: string } }[];
    expect(rows.map((r) => [r.system.key, r.status])).toEqual([
      ['sbp', 'expired'],
      ['btc', 'paid'],
      ['card', 'paid'],
    ]);
    const entries = await ledger(me.id);
    for (const row of rows) {
      const credited = entries.filter((e) => e.ref === `payment:${row.transaction_id}`);
      expect(credited.map((e) => [e.kind, Number(e.amount)])).toEqual(
        row.status === 'paid' ? [['topup', row.amount]] : [],
      );
    }
    expect(entries.reduce((sum, e) => sum + Number(e.amount), 0)).toBe(demoUser.balance);
    // Nothing pending: the demo gateway has nothing of the seed's to confirm later.
    expect((await call(t.app, 'GET', '/api/payments', { token })).body.active_payments).toEqual({});
  });

  it('tells of the newest top-up as the credit itself would: its words, amounts, time and a page that exists', async () => {
    const token = await signIn(demoUser.email, demoUser.password);
    const me = (await call(t.app, 'GET', '/api/user', { token })).body.user as { id: number };
    const btc = await t.db
      .selectFrom('ledger_entries')
      .select(['created_at', 'balance_after'])
      .where('user_id', '=', me.id)
      .where('ref', 'like', 'payment:tx\\_seed\\_%\\_2')
      .executeTakeFirstOrThrow();
    const notices = await t.db
      .selectFrom('notifications')
      .select(['title', 'body', 'link', 'created_at', 'read_at'])
      .where('user_id', '=', me.id)
      .where('category', '=', 'payments')
      .execute();
    expect(Number(btc.balance_after)).toBe(450_000);
    expect(notices).toEqual([
      {
        title: 'Balance topped up',
        body: '$1,500.00 was credited to your balance. Balance: $4,500.00.',
        link: '/history',
        created_at: btc.created_at,
        read_at: null,
      },
    ]);
    // Every seeded notice opens a page the web serves (a "/pay" link was a 404).
    const links = await t.db.selectFrom('notifications').select('link').where('user_id', '=', me.id).execute();
    expect(links.map((l) => l.link).sort()).toEqual(['/', '/history', '/rent']);
  });

  it("credits the demo user the referral share of each of the friend's paid top-ups, and nothing else", async () => {
    const friendToken = await signIn(demoFriend.email, demoFriend.password);
    const friend = (await call(t.app, 'GET', '/api/user', { token: friendToken })).body.user;
    const paid = (
      (await call(t.app, 'GET', '/api/payments-history', { token: friendToken })).body.history.data as {
        transaction_id: string;
        status: string;
        amount: number;
      }[]
    ).filter((p) => p.status === 'paid');
    expect(paid).toHaveLength(2);
    expect(friend.balance).toBe(paid.reduce((sum, p) => sum + p.amount, 0));

    const earnings = await t.db
      .selectFrom('referral_earnings')
      .select(['source_ref', 'amount', 'referred_user_id'])
      .orderBy('source_ref')
      .execute();
    expect(earnings.map((e) => [e.source_ref, Number(e.amount), e.referred_user_id])).toEqual(
      paid
        .map((p) => [`payment:${p.transaction_id}`, p.amount / 10, friend.id])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const token = await signIn(demoUser.email, demoUser.password);
    const referral = (await call(t.app, 'GET', '/api/referral', { token })).body.referral;
    expect(referral).toMatchObject({ earned: 2_500, available: 2_500, referrals_count: 1 });
  });
});
