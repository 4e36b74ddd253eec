import { sql } from 'kysely';
import { signedHeaders } from '../../upstream/commerce/signed-request';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';

/**
 * A signed delivery (supplier SMS, gateway notice) that failed half-way — the database went
 * away after the request was checked, the process died — must stay retryable byte for byte:
 * senders retry the request they got no good answer to. The replay log used to take the
 * signature before the work was done, so that retry was refused as a replay and the SMS or the
 * money never arrived (issue 19). Here the database fails the work once, through a trigger.
 */
describe.each(testDatabases())('a signed delivery that failed half-way on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  /** Every insert into `table` fails until healed: the database going away mid-request. */
  async function breakInserts(table: 'sms_messages' | 'ledger_entries') {
    await sql`create or replace function codeport_test_fault() returns trigger language plpgsql as $$
      begin raise exception 'the database went away'; end $$`.execute(t.db);
    await sql`create trigger codeport_test_fault before insert on ${sql.table(table)}
      for each row execute function codeport_test_fault()`.execute(t.db);
    return () => sql`drop trigger codeport_test_fault on ${sql.table(table)}`.execute(t.db);
  }

  /** One signed request, posted again with the very same bytes each time. */
  function delivery(url: string, secret: string, payload: object) {
    const raw = JSON.stringify(payload);
    const headers = signedHeaders(secret, raw, t.ctx.now());
    return async () => {
      const res = await t.app.inject({ method: 'POST', url, payload: raw, headers });
      return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
    };
  }

  it('an SMS whose storing failed is stored once when the supplier retries it', async () => {
    const user = await makeUser(t, 1_000_000);
    const o = await offerOf(t.db, 'telegram', 'de');
    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: user.token,
      body: { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId },
    });
    expect(bought.status).toBe(201);
    const { id, phone } = bought.body.activation as { id: number; phone: string };
    const send = delivery('/api/sms/intake', t.ctx.config.smsIntakeSecret, {
      phone,
      from: 'Telegram',
      text: 'Telegram code: 48213',
    });

    const heal = await breakInserts('sms_messages');
    expect((await send()).status).toBe(500);
    await heal();

    const retried = await send();
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ matched: true, target: { type: 'activation', id }, code: '48213' });
    // Once taken, the same request again is the replay it now is.
    expect((await send()).status).toBe(401);
    const stored = await t.db.selectFrom('sms_messages').select('code').where('activation_id', '=', id).execute();
    expect(stored).toEqual([{ code: '48213' }]);
  });

  it('a "paid" notice whose credit failed credits once when the gateway retries it', async () => {
    const user = await makeUser(t);
    const topUp = await call(t.app, 'POST', '/api/payments/top-up', {
      token: user.token,
      body: { system: 'card', amount: 700 },
    });
    expect(topUp.status).toBe(200);
    const tx = topUp.body.data.transaction_id as string;
    const send = delivery('/api/payments/webhook', t.ctx.config.paymentWebhookSecret, {
      transaction_id: tx,
      status: 'paid',
      amount: 700,
    });

    const heal = await breakInserts('ledger_entries');
    expect((await send()).status).toBe(500);
    await heal();
    expect(await balanceAndLedger(t.db, user.id)).toEqual({ balance: 0, ledger: 0 });

    expect((await send()).body).toMatchObject({ applied: true, payment_status: 'paid' });
    expect((await send()).status).toBe(401);
    expect(await balanceAndLedger(t.db, user.id)).toEqual({ balance: 700, ledger: 700 });
  });

  it('the same request twice at once: one is taken, the other is a replay', async () => {
    const user = await makeUser(t);
    const topUp = await call(t.app, 'POST', '/api/payments/top-up', {
      token: user.token,
      body: { system: 'card', amount: 300 },
    });
    const send = delivery('/api/payments/webhook', t.ctx.config.paymentWebhookSecret, {
      transaction_id: topUp.body.data.transaction_id,
      status: 'paid',
      amount: 300,
    });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    expect(await balanceAndLedger(t.db, user.id)).toEqual({ balance: 300, ledger: 300 });
  });
});
