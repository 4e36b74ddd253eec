import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { debitAccount } from '../../upstream/commerce/ledger';

/**
 * A live buy's charge is written by migration 0018's PL/pgSQL function activation_buy_live, not
 * by ledger.ts (issue 19: PGlite then plans it once). These hold the twin to ledger.ts's writes:
 * a buy moves the balance and spent and writes an entry exactly as debitAccount of the same
 * amount does (commerce-activations checks that a refused buy writes nothing).
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

  it("charges as ledger.ts's debitAccount would: balance, spent and the entry", async () => {
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
    const [mine, theirs] = await Promise.all([account(buyer.id), account(twin.id)]);
    expect({ balance: Number(mine.balance), spent: Number(mine.spent) }).toEqual({
      balance: Number(theirs.balance),
      spent: Number(theirs.spent),
    });
    expect(Number(mine.spent)).toBe(o.price);
    const [myEntries, theirEntries] = await Promise.all([entries(buyer.id), entries(twin.id)]);
    const shape = (e: (typeof myEntries)[number]) => ({
      amount: Number(e.amount),
      balance_after: Number(e.balance_after),
      kind: e.kind,
      at: e.created_at.toISOString(),
    });
    expect(myEntries.map(shape)).toEqual(theirEntries.map(shape));
    expect(myEntries.at(-1)).toMatchObject({ ref: `activation:${id}`, kind: 'activation_charge' });
  });
});
