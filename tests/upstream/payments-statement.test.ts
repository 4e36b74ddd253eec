import { sql } from 'kysely';
import { STATEMENT_EXPORT_MAX_ROWS } from '@contracts/statement';
import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import {
  balanceAndLedger,
  createCommerceApp,
  makeUser,
  offerOf,
  rentOffer,
  type CommerceTestApp,
} from './helpers/commerce';
import { signedHeaders } from '../../upstream/commerce/signed-request';
import { credit } from '../../upstream/commerce/ledger';
import { csvCell } from '../../upstream/payments/statement';
import * as extensionRefs from '../../upstream/db/migrations/0027-extension-ledger-refs';

/** The balance statement (issue 15): every movement, its running balance equal to the balance. */
describe.each(testDatabases())('balance statement on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  async function paidTopUp(token: string, amount: number): Promise<string> {
    const code = (await call(t.app, 'POST', '/api/payments/top-up', { token, body: { system: 'card', amount } })).body
      .data;
    const raw = JSON.stringify({ transaction_id: code.transaction_id, status: 'paid', amount });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: raw,
      headers: signedHeaders(t.ctx.config.paymentWebhookSecret, raw, t.ctx.now()),
    });
    expect(res.statusCode).toBe(200);
    return code.transaction_id;
  }
  const statement = (token: string, query = '') => call(t.app, 'GET', `/api/balance-statement${query}`, { token });

  it('lists top-ups, purchases, refunds, withdrawals and rewards with a running balance equal to the balance', async () => {
    const u = await makeUser(t);
    const other = await makeUser(t, 7_777);
    const o = await offerOf(t.db, 'telegram', 'gb');
    const topUp = 2 * o.price + 1_000;
    const tx = await paidTopUp(u.token, topUp);
    const buy = () =>
      call(t.app, 'POST', '/api/activation/buy', {
        token: u.token,
        body: { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId },
      });
    const bought = await buy();
    expect(bought.body).toMatchObject({ status: true });
    const first = bought.body.activation;
    const second = (await buy()).body.activation;
    t.clock.advance(3 * 60_000);
    expect((await call(t.app, 'POST', `/api/activation/${first.id}/cancel`, { token: u.token })).status).toBe(200);
    const now = t.ctx.now();
    await t.db.transaction().execute(async (trx) => {
      await credit(trx, { userId: u.id, amount: 300, kind: 'referral_bonus', ref: 'referral-withdrawal:41', at: now });
      await credit(trx, {
        userId: u.id,
        amount: 100,
        kind: 'adjustment',
        ref: `social-reward:telegram:${u.id}`,
        at: now,
      });
    });

    const { body } = await statement(u.token);
    const { balance } = await balanceAndLedger(t.db, u.id);
    expect(body.balance).toBe(balance);
    expect(body.currency).toBe('usd');
    expect(body.data[0].balance_after).toBe(balance);
    expect(body.data.map((e: { type: string }) => e.type)).toEqual([
      'reward',
      'withdrawal',
      'refund',
      'purchase',
      'purchase',
      'top_up',
    ]);
    // Each movement's running balance is the one before it plus its amount, down to the first.
    const rows = [...body.data].reverse();
    rows.forEach((e: { amount: number; balance_after: number }, i: number) =>
      expect(e.balance_after).toBe((i === 0 ? 0 : rows[i - 1].balance_after) + e.amount),
    );
    expect(body.data[5]).toMatchObject({ amount: topUp, reference_type: 'payment', reference_id: tx });
    expect(body.data[4]).toMatchObject({
      amount: -first.price,
      reference_type: 'activation',
      reference_id: String(first.id),
    });
    expect(body.data[3]).toMatchObject({ reference_id: String(second.id) });
    expect(body.data[2]).toMatchObject({ amount: first.price, reference: `activation:${first.id}` });
    expect(body.data[1]).toMatchObject({ amount: 300, reference_type: 'referral_withdrawal', reference_id: '41' });
    expect(body.data[0]).toMatchObject({ reference_type: 'reward', reference_id: 'telegram' });
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 6 });

    // Filters: type, reference search, period; another user's movements never show.
    expect((await statement(u.token, '?type=refund')).body.data).toHaveLength(1);
    expect((await statement(u.token, '?type=purchase')).body.meta.total).toBe(2);
    const found = (await statement(u.token, `?search=${tx.slice(3, 15)}`)).body.data;
    expect(found.map((e: { reference_id: string }) => e.reference_id)).toEqual([tx]);
    expect((await statement(u.token, '?search=100%25')).body.data).toEqual([]);
    expect((await statement(u.token, '?from=2026-03-01&to=2026-03-01')).body.meta.total).toBe(6);
    expect((await statement(u.token, '?from=2026-03-02')).body.meta.total).toBe(0);
    expect((await statement(u.token, '?to=2026-02-28')).body.meta.total).toBe(0);
    expect((await statement(other.token)).body.data.map((e: { amount: number }) => e.amount)).toEqual([7_777]);
  });

  it("names a rental's extension by the rental, also for charges made before the ref named it (migration 0027)", async () => {
    const u = await makeUser(t, 1_000_000);
    const o = await offerOf(t.db, 'telegram', 'gb');
    const rent = async () => (await rentOffer(t, u.token, o)).body.rent.id as number;
    await rent();
    await rent();
    const third = await rent();
    const extended = await call(t.app, 'POST', `/api/rent/${third}/extend`, { token: u.token, body: { period: 24 } });
    expect(extended.status).toBe(201);
    const ext = await t.db
      .selectFrom('rent_extensions')
      .select('id')
      .where('rental_id', '=', third)
      .executeTakeFirstOrThrow();
    // Ids that differ, or the statement could show either and look right.
    expect(ext.id).not.toBe(third);
    const extension = async () => {
      const rows = (await statement(u.token, '?type=extension')).body.data;
      expect(rows).toHaveLength(1);
      return rows[0];
    };
    expect(await extension()).toMatchObject({
      reference_type: 'rent_extension',
      reference_id: String(third),
      amount: -extended.body.charged.price,
    });
    // The search finds it by the rental's number, as the row reads.
    expect((await statement(u.token, `?search=${third}&type=extension`)).body.data).toHaveLength(1);

    // A charge written before 0027 ("rent-extension:<extension id>") reads the same once migrated.
    await extensionRefs.down(t.db as never);
    expect((await extension()).reference_id).toBe(String(ext.id));
    await extensionRefs.up(t.db as never);
    expect((await extension()).reference_id).toBe(String(third));
  });

  it('pages by 10 and keeps the running balance across pages', async () => {
    const u = await makeUser(t);
    for (let i = 1; i <= 12; i += 1) await paidTopUp(u.token, 100 * i);
    const page1 = (await statement(u.token)).body;
    const page2 = (await statement(u.token, '?page=2')).body;
    expect(page1.data).toHaveLength(10);
    expect(page2.data).toHaveLength(2);
    expect(page1.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(page1.data[0].balance_after).toBe(100 * ((12 * 13) / 2));
    expect(page2.data[0].balance_after).toBe(page1.data[9].balance_after - page1.data[9].amount);
    expect(page2.data[1].balance_after).toBe(100);
  });

  it.each([
    ['?from=2026-02-30', 'from'],
    ['?to=2026-13-01', 'to'],
    ['?from=2026-03-05&to=2026-03-01', 'to'],
    ['?type=bonus', 'type'],
  ])('refuses %s with a 422 on %s', async (query, field) => {
    const u = await makeUser(t);
    for (const url of [`/api/balance-statement${query}`, `/api/balance-statement/export${query}`]) {
      const r = await call(t.app, 'GET', url, { token: u.token });
      expect(r.status).toBe(422);
      expect(r.body.errors).toHaveProperty(field);
    }
  });

  it('exports every filtered row as CSV with a filename, or inside JSON for the BFF', async () => {
    const u = await makeUser(t);
    for (let i = 1; i <= 11; i += 1) await paidTopUp(u.token, 150);
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/balance-statement/export?type=top_up',
      headers: { authorization: `Bearer ${u.token}`, accept: 'text/csv' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="codeport-statement-2026-03-01.csv"');
    const lines = file.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,type,reference,amount,balance_after,currency');
    expect(lines).toHaveLength(12);
    expect(lines[1]).toMatch(/^2026-03-01T[\d:.]+Z,top_up,payment:tx_[0-9a-f]{24},1\.50,16\.50,USD$/);
    expect(lines[11]).toMatch(/,1\.50,1\.50,USD$/);

    const json = await call(t.app, 'GET', '/api/balance-statement/export?search=nothing-like-this', {
      token: u.token,
    });
    expect(json.status).toBe(200);
    expect(json.body).toEqual({
      status: true,
      filename: 'codeport-statement-2026-03-01.csv',
      content_type: 'text/csv',
      csv: 'date,type,reference,amount,balance_after,currency\r\n',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/balance-statement/export' })).statusCode).toBe(401);
  });

  it(`refuses an export of more than ${STATEMENT_EXPORT_MAX_ROWS} rows with EXPORT_TOO_LARGE, and exports a shorter period`, async () => {
    const u = await makeUser(t);
    // Ledger rows as the ledger writes them, in bulk: a balance that rises by one cent a row.
    const rows = STATEMENT_EXPORT_MAX_ROWS + 1;
    await sql`insert into ledger_entries (user_id, amount, balance_after, kind, ref, created_at)
      select ${u.id}, 1, n, 'adjustment', 'bulk:' || ${u.id} || ':' || n,
        ${new Date('2026-01-01T00:00:00Z')}::timestamptz + make_interval(mins => n)
      from generate_series(1, ${rows}) n`.execute(t.db);
    await t.db.updateTable('users').set({ balance: rows }).where('id', '=', u.id).execute();
    const all = await call(t.app, 'GET', '/api/balance-statement/export', { token: u.token });
    expect(all.status).toBe(422);
    expect(all.body).toMatchObject({ status: false, code: 'EXPORT_TOO_LARGE' });
    // 50,001 minutes from New Year: all but the last day's fit.
    const shorter = await call(t.app, 'GET', '/api/balance-statement/export?from=2026-01-01&to=2026-02-03', {
      token: u.token,
    });
    expect(shorter.status).toBe(200);
    expect(shorter.body.csv.trimEnd().split('\r\n').length - 1).toBeLessThanOrEqual(STATEMENT_EXPORT_MAX_ROWS);
    expect(shorter.body.csv.trimEnd().split('\r\n').length - 1).toBeGreaterThan(40_000);
  }, 60_000);

  it('quotes CSV cells per RFC 4180 and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1.50', false)).toBe('-1.50');
  });
});
