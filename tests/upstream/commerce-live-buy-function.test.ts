import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { creditAccount, debitAccount } from '../../upstream/commerce/ledger';
import { cancelActivation } from '../../upstream/commerce/activation-service';

/**
 * A live buy's charge and a cancel's refund are written by migrations 0018's and 0019's PL/pgSQL
 * functions, not by ledger.ts (issue 19: PGlite then plans them once). These hold the twins to
 * ledger.ts's writes: the balance, spent and the entry exactly as debitAccount and creditAccount
 * of the same amount write them (commerce-activations checks that a refused buy writes nothing).
 */
describe.each(testDatabases())('the live buy function on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const account = (id: number) =>
    t.db.selectFrom('users').select(['balance', 'spent']).where('id', '=', id).executeTakeFirstOrThrow();
  const entries = (id: number) =>
    t.db
      .selectFrom('ledger_entries')
      .select(['amount', 'balance_after', 'kind', 'ref', 'created_at'])
      .where('user_id', '=', id)
      .orderBy('id')
      .execute();

  it("charges and refunds as ledger.ts's debitAccount and creditAccount would: balance, spent, entries", async () => {
    const o = await offerOf(t.db, 'whatsapp', 'gb');
    const buyer = await makeUser(t, 50_000);
    const twin = await makeUser(t, 50_000);
    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: buyer.token,
      body: { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId },
    });
    expect(bought.status).toBe(201);
    const id = bought.body.activation.id as number;
    const activation = await t.db
      .selectFrom('activations')
      .select(['price', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(activation.price)).toBe(o.price);

    await t.db.transaction().execute((trx) =>
      debitAccount(trx, {
        userId: twin.id,
        amount: o.price,
        kind: 'activation_charge',
        ref: `activation:${id}:twin`,
        at: activation.created_at,
      }),
    );
    const compare = async () => {
      const [mine, theirs] = await Promise.all([account(buyer.id), account(twin.id)]);
      expect({ balance: Number(mine.balance), spent: Number(mine.spent) }).toEqual({
        balance: Number(theirs.balance),
        spent: Number(theirs.spent),
      });
      const [myEntries, theirEntries] = await Promise.all([entries(buyer.id), entries(twin.id)]);
      const shape = (e: (typeof myEntries)[number]) => ({
        amount: Number(e.amount),
        balance_after: Number(e.balance_after),
        kind: e.kind,
        at: e.created_at.toISOString(),
      });
      expect(myEntries.map(shape)).toEqual(theirEntries.map(shape));
      return { spent: Number(mine.spent), last: myEntries.at(-1) };
    };
    const charged = await compare();
    expect(charged.spent).toBe(o.price);
    expect(charged.last).toMatchObject({ ref: `activation:${id}`, kind: 'activation_charge' });

    t.clock.advance(3 * 60_000);
    const cancelled = await cancelActivation(t.ctx, buyer.id, id);
    expect(cancelled.balance).toBe(50_000);
    await t.db.transaction().execute((trx) =>
      creditAccount(trx, {
        userId: twin.id,
        amount: o.price,
        kind: 'activation_refund',
        ref: `activation:${id}:twin`,
        at: t.clock.now(),
      }),
    );
    const refunded = await compare();
    expect(refunded.spent).toBe(0);
    expect(refunded.last).toMatchObject({ ref: `activation:${id}`, kind: 'activation_refund' });
  });
});
