import { creditReferralShare } from '../../upstream/platform/referral-credit';
import { credit, debit } from '../../upstream/commerce/ledger';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';
import { signUp, type SignedUp } from './helpers/accounts';

const levels = [
  { name: 'Bronze', min_spend: 0, discount_percent: 0, position: 1 },
  { name: 'Silver', min_spend: 5_000, discount_percent: 2, position: 2 },
  { name: 'Gold', min_spend: 20_000, discount_percent: 4, position: 3 },
];

describe.each(testDatabases())('referral earnings, withdrawals and loyalty on $name', (database) => {
  let t: TestApp;
  let referrer: SignedUp;
  let friend: SignedUp;
  beforeAll(async () => {
    t = await createTestApp(database);
    referrer = await signUp(t, 'referrer@example.test');
    friend = await signUp(t, 'friend@example.test', 'correct-horse-1', { 'Referral-id': String(referrer.user.id) });
    await t.db.insertInto('loyalty_levels').values(levels).execute();
  }, 120_000);
  afterAll(() => t.close());

  it("credits the referrer a share of a top-up exactly once per source, inside the caller's transaction", async () => {
    const first = await t.db
      .transaction()
      .execute((trx) => creditReferralShare(trx, friend.user.id, 12_345, 'payment:tx-1'));
    expect(first).toEqual({ referrerId: referrer.user.id, amount: 1_234 });
    const replay = await t.db
      .transaction()
      .execute((trx) => creditReferralShare(trx, friend.user.id, 12_345, 'payment:tx-1'));
    expect(replay).toBeNull();
    // No referrer, no share; a rolled-back payment leaves no earning behind.
    expect(await creditReferralShare(t.db, referrer.user.id, 10_000, 'payment:tx-2')).toBeNull();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await creditReferralShare(trx, friend.user.id, 10_000, 'payment:tx-3');
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');

    const summary = await call(t.app, 'GET', '/api/referral', { token: referrer.token });
    expect(summary.body.referral).toMatchObject({
      referrals_count: 1,
      earned: 1_234,
      withdrawn: 0,
      available: 1_234,
      percent: 10,
    });
    const earnings = await call(t.app, 'GET', '/api/referral/earnings', { token: referrer.token });
    expect(earnings.body.data).toEqual([
      { id: expect.any(Number), referred: 'f***d@example.test', amount: 1_234, created_at: expect.any(String) },
    ]);
  });

  it('withdraws to the balance through the ledger or as a pending payout, never beyond what is available', async () => {
    const tooSmall = await call(t.app, 'POST', '/api/referral/withdraw', {
      token: referrer.token,
      body: { amount: 100, method: 'balance' },
    });
    expect(tooSmall.status).toBe(422);
    const tooMuch = await call(t.app, 'POST', '/api/referral/withdraw', {
      token: referrer.token,
      body: { amount: 5_000, method: 'balance' },
    });
    expect(tooMuch.body.errors.amount).toEqual(['The amount exceeds your available referral earnings.']);
    const noWallet = await call(t.app, 'POST', '/api/referral/withdraw', {
      token: referrer.token,
      body: { amount: 600, method: 'card' },
    });
    expect(noWallet.body.errors.wallet).toBeDefined();
    expect(
      (
        await call(t.app, 'POST', '/api/referral/withdraw', {
          token: referrer.token,
          body: { amount: 1.5, method: 'balance' },
        })
      ).status,
    ).toBe(422);

    const toBalance = await call(t.app, 'POST', '/api/referral/withdraw', {
      token: referrer.token,
      body: { amount: 600, method: 'balance' },
    });
    expect(toBalance.body).toMatchObject({
      withdrawal: { status: 'paid', amount: 600 },
      referral: { available: 634, withdrawn: 600 },
    });
    expect((await call(t.app, 'GET', '/api/user', { token: referrer.token })).body.user.balance).toBe(600);
    const ledger = await t.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount'])
      .where('user_id', '=', referrer.user.id)
      .execute();
    expect(ledger).toEqual([{ kind: 'referral_bonus', amount: 600 }]);

    // Two payouts racing for 634: only one fits.
    const race = await Promise.all(
      [0, 1].map(() =>
        call(t.app, 'POST', '/api/referral/withdraw', {
          token: referrer.token,
          body: { amount: 500, method: 'crypto', wallet: 'TXYZwallet123' },
        }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 422]);

    const history = await call(t.app, 'GET', '/api/referral/history-withdrawals?per_page=10', {
      token: referrer.token,
    });
    expect(history.body.data.map((w: { method: string; status: string }) => [w.method, w.status])).toEqual([
      ['crypto', 'pending'],
      ['balance', 'paid'],
    ]);
    const searched = await call(t.app, 'GET', '/api/referral/history-withdrawals?search=pending', {
      token: referrer.token,
    });
    expect(searched.body.meta.total).toBe(1);
    expect((await call(t.app, 'GET', '/api/referral', { token: referrer.token })).body.referral.available).toBe(134);
  });

  it('places a user on a loyalty level by lifetime spend net of refunds', async () => {
    const guest = await call(t.app, 'GET', '/api/loyalty');
    expect(guest.body).toMatchObject({ status: true, user: null });
    expect(guest.body.levels.map((l: { name: string }) => l.name)).toEqual(['Bronze', 'Silver', 'Gold']);

    const at = new Date();
    await t.db.transaction().execute(async (trx) => {
      await credit(trx, { userId: friend.user.id, amount: 10_000, kind: 'topup', ref: 'test:topup', at });
      await debit(trx, { userId: friend.user.id, amount: 8_000, kind: 'activation_charge', ref: 'test:a1', at });
    });
    const silver = await call(t.app, 'GET', '/api/loyalty', { token: friend.token });
    expect(silver.body.user).toMatchObject({
      spent: 8_000,
      level: { name: 'Silver' },
      next_level: { name: 'Gold' },
      to_next: 12_000,
      progress: 20,
    });

    await t.db
      .transaction()
      .execute((trx) =>
        credit(trx, { userId: friend.user.id, amount: 4_000, kind: 'activation_refund', ref: 'test:a1', at }),
      );
    const bronze = await call(t.app, 'GET', '/api/loyalty', { token: friend.token });
    expect(bronze.body.user).toMatchObject({ spent: 4_000, level: { name: 'Bronze' }, to_next: 1_000, progress: 80 });
  });
});
