import { balanceOf, credit, debit, ledgerSum } from '../../upstream/commerce/ledger';
import { testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, type CommerceTestApp } from './helpers/commerce';

/**
 * The money invariants underneath every purchase, refund and top-up (issue 3 §4 "Money"):
 * integer minor units, a balance that never goes below zero, one ledger row per change in
 * the same transaction, and the same (kind, ref) never written twice.
 */
describe.each(testDatabases())('ledger on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const at = () => t.ctx.now();

  it('refuses a debit the balance does not cover and writes nothing', async () => {
    const u = await makeUser(t, 1_000);
    await expect(
      t.db
        .transaction()
        .execute((trx) => debit(trx, { userId: u.id, amount: 1_001, kind: 'activation_charge', ref: 'l:1', at: at() })),
    ).rejects.toMatchObject({
      status: 409,
      code: 'NO_BALANCE',
    });
    expect(
      await t.db
        .transaction()
        .execute((trx) => debit(trx, { userId: u.id, amount: 1_000, kind: 'activation_charge', ref: 'l:2', at: at() })),
    ).toBe(0);
    expect([await balanceOf(t.db, u.id), await ledgerSum(t.db, u.id)]).toEqual([0, 0]);
    const rows = await t.db
      .selectFrom('ledger_entries')
      .select(['amount', 'balance_after', 'kind'])
      .where('user_id', '=', u.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { amount: 1_000, balance_after: 1_000, kind: 'adjustment' },
      { amount: -1_000, balance_after: 0, kind: 'activation_charge' },
    ]);
  });

  it("rolls the balance and its ledger row back together with the caller's transaction", async () => {
    const u = await makeUser(t, 5_000);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await credit(trx, { userId: u.id, amount: 2_000, kind: 'topup', ref: 'l:rollback', at: at() });
        throw new Error('the purchase failed after the credit');
      }),
    ).rejects.toThrow('the purchase failed');
    expect([await balanceOf(t.db, u.id), await ledgerSum(t.db, u.id)]).toEqual([5_000, 5_000]);
  });

  it("never writes the same (kind, ref) twice, even when a caller's own guard failed", async () => {
    const u = await makeUser(t);
    const change = { userId: u.id, amount: 700, kind: 'activation_refund' as const, ref: 'activation:l-dup', at: at() };
    await t.db.transaction().execute((trx) => credit(trx, change));
    await expect(t.db.transaction().execute((trx) => credit(trx, change))).rejects.toThrow();
    expect([await balanceOf(t.db, u.id), await ledgerSum(t.db, u.id)]).toEqual([700, 700]);
  });

  it('accepts only positive integer minor units', async () => {
    const u = await makeUser(t, 1_000);
    for (const amount of [0, -5, 1.5, Number.NaN, 2 ** 53]) {
      await expect(
        t.db
          .transaction()
          .execute((trx) =>
            credit(trx, { userId: u.id, amount, kind: 'adjustment', ref: `l:amount:${amount}`, at: at() }),
          ),
      ).rejects.toThrow(/positive integer/);
    }
    expect(await balanceOf(t.db, u.id)).toBe(1_000);
  });

  it('has the database refuse a negative balance even from a write that bypasses the ledger', async () => {
    const u = await makeUser(t, 100);
    await expect(t.db.updateTable('users').set({ balance: -1 }).where('id', '=', u.id).execute()).rejects.toThrow();
    expect(await balanceOf(t.db, u.id)).toBe(100);
  });

  it('keeps the ledger summing to the balance under concurrent credits and debits', async () => {
    const u = await makeUser(t, 10_000);
    const ops = Array.from({ length: 60 }, (_, i) =>
      t.db
        .transaction()
        .execute((trx) =>
          i % 3 === 0
            ? credit(trx, { userId: u.id, amount: 50, kind: 'topup', ref: `l:c:${i}`, at: at() })
            : debit(trx, { userId: u.id, amount: 400, kind: 'rent_charge', ref: `l:d:${i}`, at: at() }),
        ),
    );
    const settled = await Promise.allSettled(ops);
    const balance = await balanceOf(t.db, u.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(t.db, u.id)).toBe(balance);
    const failed = settled.filter((s) => s.status === 'rejected');
    expect(failed.every((f) => (f as PromiseRejectedResult).reason.code === 'NO_BALANCE')).toBe(true);
    // 20 credits of 50 always land; debits succeed while money lasts: 10_000 + 1_000 covers 27 of 400.
    const debits = settled.filter((s, i) => i % 3 !== 0 && s.status === 'fulfilled').length;
    expect(balance).toBe(10_000 + 20 * 50 - debits * 400);
    expect(debits).toBeGreaterThanOrEqual(25);
  });
});
