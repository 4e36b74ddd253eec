import type { AddressInfo } from 'node:net';
import { signedHeaders } from '../../upstream/commerce/signed-request';
import { balanceAndLedger, createCommerceApp, makeUser, type CommerceTestApp } from './helpers/commerce';
import { apiKeyOf } from './helpers/handler-api';
import { testDatabases } from './helpers/test-db';

/**
 * A bot's view of the handler API: the real upstream listening on a port, spoken to over HTTP
 * exactly as sms-activate clients do (GET with a query string, POST form-encoded, POST JSON),
 * through a whole activation and rental lifecycle with SMS from the signed supplier intake and
 * the refunds checked in the ledger. The clock is the test clock, so the cancel lock passes
 * without waiting.
 */
describe.each(testDatabases())('handler API protocol over HTTP on $name', (database) => {
  let t: CommerceTestApp;
  let base: string;
  let key: string;
  let userId: number;
  beforeAll(async () => {
    t = await createCommerceApp(database);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const u = await makeUser(t, 100_000);
    userId = u.id;
    key = await apiKeyOf(t.db, u.id);
  }, 120_000);
  afterAll(() => t.close());

  const endpoint = () => `${base}/stubs/handler_api.php`;
  type Params = Record<string, string | number>;
  const strings = (p: Params) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)]));

  async function get(params: Params) {
    const res = await fetch(`${endpoint()}?${new URLSearchParams(strings(params)).toString()}`);
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  }
  async function postForm(params: Params) {
    const res = await fetch(endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(strings(params)).toString(),
    });
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  }
  async function postJson(params: Params) {
    const res = await fetch(endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
    });
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  }
  /** The supplier: a signed POST to the intake, as scripts/send-sms.ts sends it. */
  async function supplierSms(phone: string, from: string, text: string) {
    const body = JSON.stringify({ phone, from, text });
    const res = await fetch(`${base}/api/sms/intake`, {
      method: 'POST',
      headers: signedHeaders(t.ctx.config.smsIntakeSecret, body, t.ctx.now()),
      body,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ matched: true });
  }
  const ledgerKinds = async () =>
    (
      await t.db
        .selectFrom('ledger_entries')
        .select(['kind', 'amount'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute()
    ).map((e) => `${e.kind}:${Number(e.amount)}`);

  it('answers text with HTTP 200 on GET, form POST and JSON POST alike, errors included', async () => {
    for (const send of [get, postForm, postJson]) {
      const ok = await send({ action: 'getBalance', api_key: key });
      expect(ok).toEqual({ status: 200, type: expect.stringMatching(/^text\/plain/), text: 'ACCESS_BALANCE:1000.00' });
      expect(await send({ action: 'getBalance', api_key: 'wrong' })).toMatchObject({ status: 200, text: 'BAD_KEY' });
      expect(await send({ action: 'nope', api_key: key })).toMatchObject({ status: 200, text: 'BAD_ACTION' });
    }
    // PHP's curl with an array of fields posts multipart/form-data.
    const form = new FormData();
    form.set('api_key', key);
    form.set('action', 'getBalance');
    const multipart = await fetch(endpoint(), { method: 'POST', body: form });
    expect(multipart.status).toBe(200);
    expect(await multipart.text()).toBe('ACCESS_BALANCE:1000.00');
    const broken = await fetch(endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"action":',
    });
    expect(broken.status).toBe(200);
    expect(await broken.text()).toBe('BAD_DATA');
    // A rental action (named in the query) refuses in its JSON dialect, even when the body is broken.
    const brokenRental = await fetch(`${endpoint()}?action=getRentNumber`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"api_key":',
    });
    expect(brokenRental.status).toBe(200);
    expect(await brokenRental.json()).toEqual({ status: 'error', message: 'BAD_DATA' });
    // PHP's $_REQUEST: the key in the query string, the action in the body.
    const res = await fetch(`${endpoint()}?api_key=${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=getBalance',
    });
    expect(await res.text()).toBe('ACCESS_BALANCE:1000.00');
  });

  it('runs an activation bot: buy, wait, code, finish; and buy, cancel lock, cancel with refund', async () => {
    const bought = await postForm({ api_key: key, action: 'getNumber', service: 'wa', country: 187 });
    const [token, id, phone] = bought.text.split(':');
    expect(token).toBe('ACCESS_NUMBER');
    expect(phone).toMatch(/^\d{11}$/);
    expect((await get({ api_key: key, action: 'setStatus', id: id!, status: 1 })).text).toBe('ACCESS_READY');
    expect((await get({ api_key: key, action: 'getStatus', id: id! })).text).toBe('STATUS_WAIT_CODE');
    expect((await postJson({ api_key: key, action: 'setStatus', id: Number(id), status: 8 })).text).toBe(
      'EARLY_CANCEL_DENIED',
    );
    await supplierSms(`+${phone}`, 'WhatsApp', 'Your WhatsApp code 482-913');
    expect((await get({ api_key: key, action: 'getStatus', id: id! })).text).toBe('STATUS_OK:482913');
    const v2 = await postJson({ api_key: key, action: 'getStatusV2', id: id! });
    expect(v2.type).toMatch(/^application\/json/);
    expect(JSON.parse(v2.text)).toMatchObject({ sms: { code: '482913', text: 'Your WhatsApp code 482-913' } });
    expect((await postForm({ api_key: key, action: 'setStatus', id: id!, status: 6 })).text).toBe('ACCESS_ACTIVATION');

    const v2buy = await postJson({
      api_key: key,
      action: 'getNumberV2',
      service: 'tg',
      country: '16',
      orderId: 'o-77',
    });
    const order = JSON.parse(v2buy.text) as { activationId: number; activationCost: number };
    expect(
      (await postJson({ api_key: key, action: 'getNumberV2', service: 'tg', country: '16', orderId: 'o-77' })).text,
    ).toBe('ORDER_ALREADY_EXISTS');
    t.clock.advance(t.ctx.config.activationCancelLockMs + 1_000);
    expect((await get({ api_key: key, action: 'setStatus', id: order.activationId, status: 8 })).text).toBe(
      'ACCESS_CANCEL',
    );
    expect((await get({ api_key: key, action: 'getStatus', id: order.activationId })).text).toBe('STATUS_CANCEL');
    const cost = Math.round(order.activationCost * 100);
    const kinds = await ledgerKinds();
    expect(kinds.slice(-2)).toEqual([`activation_charge:${-cost}`, `activation_refund:${cost}`]);
    const { balance, ledger } = await balanceAndLedger(t.db, userId);
    expect(balance).toBe(ledger);
    expect((await get({ api_key: key, action: 'getBalance' })).text).toBe(
      `ACCESS_BALANCE:${(balance / 100).toFixed(2)}`,
    );
  });

  it('runs a rental bot: rent, SMS, status, extend, finish; rent and cancel with refund', async () => {
    const rented = JSON.parse(
      (
        await postForm({
          api_key: key,
          action: 'getRentNumber',
          service: 'go',
          country: 43,
          rent_time: 4,
          url: 'https://bot.example.test/cb',
        })
      ).text,
    ) as { status: string; phone: { id: number; number: string; endDate: string } };
    expect(rented.status).toBe('success');
    expect(JSON.parse((await get({ api_key: key, action: 'getRentStatus', id: rented.phone.id })).text)).toEqual({
      status: 'error',
      message: 'STATUS_WAIT_CODE',
    });
    await supplierSms(`+${rented.phone.number}`, 'Google', 'G-112233 is your Google verification code');
    const status = JSON.parse((await postJson({ api_key: key, action: 'getRentStatus', id: rented.phone.id })).text);
    expect(status).toMatchObject({
      status: 'success',
      quantity: '1',
      values: { '0': { service: 'go', phoneFrom: 'Google' } },
    });
    const extended = JSON.parse(
      (await get({ api_key: key, action: 'continueRentNumber', id: rented.phone.id, rent_time: 4 })).text,
    );
    expect(extended.phone.endDate > rented.phone.endDate).toBe(true);
    expect(
      JSON.parse((await postJson({ api_key: key, action: 'setRentStatus', id: rented.phone.id, status: 1 })).text),
    ).toEqual({
      status: 'success',
    });

    const second = JSON.parse((await get({ api_key: key, action: 'getRentNumber', service: 'wa', country: 16 })).text);
    const before = await balanceAndLedger(t.db, userId);
    expect(
      JSON.parse((await postForm({ api_key: key, action: 'setRentStatus', id: second.phone.id, status: 2 })).text),
    ).toEqual({
      status: 'success',
    });
    const after = await balanceAndLedger(t.db, userId);
    const refund = await t.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('user_id', '=', userId)
      .where('kind', '=', 'rent_refund')
      .where('ref', '=', `rent:${second.phone.id}`)
      .executeTakeFirstOrThrow();
    expect(after.balance - before.balance).toBe(Number(refund.amount));
    expect(after.balance).toBe(after.ledger);
    expect(JSON.parse((await get({ api_key: key, action: 'getRentList' })).text)).toEqual({
      status: 'success',
      values: {},
    });
  });
});
