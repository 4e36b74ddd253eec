import { debit } from '../../upstream/commerce/ledger';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { apiKeyOf, deliverSms, handler, handlerJson } from './helpers/handler-api';
import { testDatabases } from './helpers/test-db';
import { call } from './helpers/http';

/**
 * Handler API (issue 18 item 1), activation actions and their error tokens, in-process on the
 * real database: every purchase, refund and discount must be the ledger's, exactly as on REST.
 */
const levels = [
  { name: 'Bronze', min_spend: 0, discount_percent: 0, position: 1 },
  { name: 'Gold', min_spend: 20_000, discount_percent: 4, position: 2 },
];

describe.each(testDatabases())('handler API activations on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
    await t.db.insertInto('loyalty_levels').values(levels).execute();
  }, 120_000);
  afterAll(() => t.close());

  const userWithKey = async (balance: number) => {
    const u = await makeUser(t, balance);
    return { ...u, key: await apiKeyOf(t.db, u.id) };
  };
  const ledgerKinds = async (userId: number) =>
    (
      await t.db
        .selectFrom('ledger_entries')
        .select(['kind', 'amount'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute()
    ).map((e) => `${e.kind}:${Number(e.amount)}`);

  it('answers NO_KEY, BAD_KEY (a session token too) and BAD_ACTION as plain text with HTTP 200', async () => {
    const u = await userWithKey(0);
    const noKey = await handler(t.app, { action: 'getBalance' });
    expect(noKey).toMatchObject({ status: 200, text: 'NO_KEY' });
    expect(noKey.type).toMatch(/^text\/plain/);
    expect(await handler(t.app, { action: 'getBalance', api_key: 'cp_nobody' })).toMatchObject({
      status: 200,
      text: 'BAD_KEY',
    });
    expect((await handler(t.app, { action: 'getBalance', api_key: u.token })).text).toBe('BAD_KEY');
    expect((await handler(t.app, { action: 'deleteAccount', api_key: u.key })).text).toBe('BAD_ACTION');
    expect((await handler(t.app, { api_key: u.key })).text).toBe('BAD_ACTION');
  });

  it('getBalance shows two decimals in the site currency and ignores unknown parameters', async () => {
    const u = await userWithKey(1_250);
    expect((await handler(t.app, { action: 'getBalance', api_key: u.key, foo: 'bar', lang: 'en' })).text).toBe(
      'ACCESS_BALANCE:12.50',
    );
  });

  it('getNumber buys through the ledger: ACCESS_NUMBER:<id>:<digits>, the price charged once', async () => {
    const u = await userWithKey(100_000);
    const o = await offerOf(t.db, 'whatsapp', 'gb');
    const res = await handler(t.app, { action: 'getNumber', api_key: u.key, service: 'wa', country: 16 });
    const m = /^ACCESS_NUMBER:(\d+):(\d+)$/.exec(res.text);
    expect(m).not.toBeNull();
    const row = await t.db
      .selectFrom('activations')
      .select(['phone', 'price', 'user_id', 'service_id', 'country_id'])
      .where('id', '=', Number(m![1]))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: u.id, service_id: o.serviceId, country_id: o.countryId });
    expect(row.phone).toBe(`+${m![2]}`);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({
      balance: 100_000 - Number(row.price),
      ledger: 100_000 - Number(row.price),
    });
    // A Codeport slug works beside the short code.
    expect(
      (await handler(t.app, { action: 'getNumber', api_key: u.key, service: 'whatsapp', country: 16 })).text,
    ).toMatch(/^ACCESS_NUMBER:/);
  });

  it('applies the loyalty discount exactly as the REST purchase does', async () => {
    const u = await userWithKey(100_000);
    await t.db
      .transaction()
      .execute((trx) =>
        debit(trx, { userId: u.id, amount: 20_000, kind: 'rent_charge', ref: `spend:${u.id}`, at: t.ctx.now() }),
      );
    const o = await offerOf(t.db, 'telegram', 'us');
    const res = await handler(t.app, {
      action: 'getNumber',
      api_key: u.key,
      service: 'tg',
      country: 187,
      maxPrice: '999',
    });
    const id = Number(res.text.split(':')[1]);
    const row = await t.db.selectFrom('activations').select('price').where('id', '=', id).executeTakeFirstOrThrow();
    const expected = o.price - Math.floor((o.price * 4) / 100);
    expect(Number(row.price)).toBe(expected);
    expect(await ledgerKinds(u.id)).toEqual([
      'adjustment:100000',
      'rent_charge:-20000',
      `activation_charge:${-expected}`,
    ]);
  });

  it('refuses BAD_SERVICE, BAD_COUNTRY, NO_BALANCE and WRONG_MAX_PRICE:<min> and charges nothing', async () => {
    const poor = await userWithKey(0);
    expect((await handler(t.app, { action: 'getNumber', api_key: poor.key, service: 'zz', country: 16 })).text).toBe(
      'BAD_SERVICE',
    );
    expect((await handler(t.app, { action: 'getNumber', api_key: poor.key, country: 16 })).text).toBe('BAD_SERVICE');
    expect((await handler(t.app, { action: 'getNumber', api_key: poor.key, service: 'wa', country: 999 })).text).toBe(
      'BAD_COUNTRY',
    );
    expect((await handler(t.app, { action: 'getNumber', api_key: poor.key, service: 'wa', country: 16 })).text).toBe(
      'NO_BALANCE',
    );
    const rich = await userWithKey(100_000);
    const o = await offerOf(t.db, 'whatsapp', 'gb');
    const low = await handler(t.app, {
      action: 'getNumber',
      api_key: rich.key,
      service: 'wa',
      country: 16,
      maxPrice: '0.01',
    });
    expect(low.text).toBe(`WRONG_MAX_PRICE:${(o.price / 100).toFixed(2)}`);
    expect(await balanceAndLedger(t.db, rich.id)).toEqual({ balance: 100_000, ledger: 100_000 });
    const exact = await handler(t.app, {
      action: 'getNumber',
      api_key: rich.key,
      service: 'wa',
      country: 16,
      maxPrice: (o.price / 100).toFixed(2),
    });
    expect(exact.text).toMatch(/^ACCESS_NUMBER:/);
    expect(await balanceAndLedger(t.db, rich.id)).toEqual({ balance: 100_000 - o.price, ledger: 100_000 - o.price });
  });

  it('answers NO_NUMBERS when the pool is empty or the operator is unknown', async () => {
    const u = await userWithKey(100_000);
    expect(
      (await handler(t.app, { action: 'getNumber', api_key: u.key, service: 'wa', country: 16, operator: 'nosuchop' }))
        .text,
    ).toBe('NO_NUMBERS');
    const fi = await offerOf(t.db, 'whatsapp', 'fi');
    await t.db.updateTable('phone_numbers').set({ enabled: false }).where('country_id', '=', fi.countryId).execute();
    try {
      expect((await handler(t.app, { action: 'getNumber', api_key: u.key, service: 'wa', country: 163 })).text).toBe(
        'NO_NUMBERS',
      );
    } finally {
      await t.db.updateTable('phone_numbers').set({ enabled: true }).where('country_id', '=', fi.countryId).execute();
    }
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000, ledger: 100_000 });
  });

  it('getNumberV2 answers JSON; a repeated orderId is ORDER_ALREADY_EXISTS and charges once', async () => {
    const u = await userWithKey(100_000);
    const o = await offerOf(t.db, 'google', 'de');
    const first = await handlerJson(t.app, {
      action: 'getNumberV2',
      api_key: u.key,
      service: 'go',
      country: 43,
      orderId: 'bot-order-1',
    });
    expect(first).toMatchObject({
      activationId: expect.any(Number),
      phoneNumber: expect.stringMatching(/^\d+$/),
      activationCost: o.price / 100,
      currency: 840,
      countryCode: '43',
      canGetAnotherSms: true,
      activationTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      activationEndTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      activationOperator: expect.any(String),
    });
    const again = await handler(t.app, {
      action: 'getNumberV2',
      api_key: u.key,
      service: 'go',
      country: 43,
      orderId: 'bot-order-1',
    });
    expect(again.text).toBe('ORDER_ALREADY_EXISTS');
    // The same orderId for another service is no new order either (not the REST API's 422).
    const otherService = await handler(t.app, {
      action: 'getNumberV2',
      api_key: u.key,
      service: 'wa',
      country: 43,
      orderId: 'bot-order-1',
    });
    expect(otherService.text).toBe('ORDER_ALREADY_EXISTS');
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000 - o.price, ledger: 100_000 - o.price });
    // Another user's identical orderId is their own order.
    const other = await userWithKey(100_000);
    expect(
      await handlerJson(t.app, {
        action: 'getNumberV2',
        api_key: other.key,
        service: 'go',
        country: 43,
        orderId: 'bot-order-1',
      }),
    ).toMatchObject({ activationId: expect.any(Number) });
  });

  it('walks the status sequence: wait, code, another code, finish; repeats and wrong steps are BAD_STATUS', async () => {
    const u = await userWithKey(100_000);
    const bought = await handler(t.app, { action: 'getNumber', api_key: u.key, service: 'ig', country: 187 });
    const [, idText, phone] = bought.text.split(':');
    const id = Number(idText);
    const status = async () => (await handler(t.app, { action: 'getStatus', api_key: u.key, id })).text;
    const set = async (s: number | string) =>
      (await handler(t.app, { action: 'setStatus', api_key: u.key, id, status: s })).text;

    expect(await status()).toBe('STATUS_WAIT_CODE');
    expect(await handlerJson(t.app, { action: 'getStatusV2', api_key: u.key, id })).toEqual({
      verificationType: 0,
      sms: null,
      call: null,
    });
    expect(await set(1)).toBe('ACCESS_READY');
    expect(await set(6)).toBe('BAD_STATUS');
    expect(await set(3)).toBe('BAD_STATUS');
    expect(await set(5)).toBe('BAD_STATUS');

    await deliverSms(t.app, t.ctx, { phone: `+${phone}`, from: 'Instagram', text: 'Your Instagram code is 123456' });
    expect(await status()).toBe('STATUS_OK:123456');
    const v2 = await handlerJson(t.app, { action: 'getStatusV2', api_key: u.key, id });
    expect(v2.sms).toMatchObject({ code: '123456', text: 'Your Instagram code is 123456' });
    expect(await set(8)).toBe('BAD_STATUS');

    expect(await set(3)).toBe('ACCESS_RETRY_GET');
    expect(await status()).toBe('STATUS_WAIT_RETRY:123456');
    await deliverSms(t.app, t.ctx, { phone: `+${phone}`, from: 'Instagram', text: 'Instagram code 654321' });
    expect(await status()).toBe('STATUS_OK:654321');

    expect(await set(6)).toBe('ACCESS_ACTIVATION');
    expect(await set(6)).toBe('ACCESS_ACTIVATION');
    expect(await set(1)).toBe('BAD_STATUS');
    expect(await status()).toBe('STATUS_OK:654321');
    // Finished with codes: the price stays charged.
    expect((await ledgerKinds(u.id)).filter((k) => k.startsWith('activation_'))).toHaveLength(1);
  });

  it('setStatus 8 is EARLY_CANCEL_DENIED inside the cancel lock, then refunds exactly once', async () => {
    const u = await userWithKey(100_000);
    const bought = await handler(t.app, { action: 'getNumber', api_key: u.key, service: 'fb', country: 187 });
    const id = Number(bought.text.split(':')[1]);
    const price = 100_000 - (await balanceAndLedger(t.db, u.id)).balance;
    const cancel = async () => (await handler(t.app, { action: 'setStatus', api_key: u.key, id, status: 8 })).text;

    expect(await cancel()).toBe('EARLY_CANCEL_DENIED');
    expect((await balanceAndLedger(t.db, u.id)).balance).toBe(100_000 - price);
    t.clock.advance(t.ctx.config.activationCancelLockMs + 1_000);
    expect(await cancel()).toBe('ACCESS_CANCEL');
    expect(await cancel()).toBe('ACCESS_CANCEL');
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000, ledger: 100_000 });
    expect(await ledgerKinds(u.id)).toEqual([
      'adjustment:100000',
      `activation_charge:${-price}`,
      `activation_refund:${price}`,
    ]);
    expect((await handler(t.app, { action: 'getStatus', api_key: u.key, id })).text).toBe('STATUS_CANCEL');
  });

  it('an expired activation reads STATUS_CANCEL at once and is refunded by the same sweep', async () => {
    const u = await userWithKey(100_000);
    const bought = await handler(t.app, { action: 'getNumber', api_key: u.key, service: 'wa', country: 43 });
    const id = Number(bought.text.split(':')[1]);
    t.clock.advance(21 * 60_000);
    expect((await handler(t.app, { action: 'getStatus', api_key: u.key, id })).text).toBe('STATUS_CANCEL');
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000, ledger: 100_000 });
  });

  it("answers NO_ACTIVATION for unknown ids, malformed ids and other users' activations", async () => {
    const owner = await userWithKey(100_000);
    const stranger = await userWithKey(100_000);
    const id = Number(
      (await handler(t.app, { action: 'getNumber', api_key: owner.key, service: 'wa', country: 0 })).text.split(':')[1],
    );
    for (const action of ['getStatus', 'getStatusV2']) {
      expect((await handler(t.app, { action, api_key: stranger.key, id })).text).toBe('NO_ACTIVATION');
    }
    expect((await handler(t.app, { action: 'setStatus', api_key: stranger.key, id, status: 8 })).text).toBe(
      'NO_ACTIVATION',
    );
    expect((await handler(t.app, { action: 'setStatus', api_key: stranger.key, id, status: 6 })).text).toBe(
      'NO_ACTIVATION',
    );
    expect((await handler(t.app, { action: 'getStatus', api_key: owner.key, id: 99_999_999 })).text).toBe(
      'NO_ACTIVATION',
    );
    expect((await handler(t.app, { action: 'getStatus', api_key: owner.key, id: '1e3' })).text).toBe('NO_ACTIVATION');
    expect((await handler(t.app, { action: 'getStatus', api_key: owner.key, id: '99999999999999999999' })).text).toBe(
      'NO_ACTIVATION',
    );
    expect((await handler(t.app, { action: 'getStatus', api_key: owner.key, id })).text).toBe('STATUS_WAIT_CODE');
  });

  it('getActiveActivations lists only open ones of the key owner; getHistory lists all, newest first', async () => {
    const u = await userWithKey(100_000);
    const a = Number(
      (await handler(t.app, { action: 'getNumber', api_key: u.key, service: 'tg', country: 16 })).text.split(':')[1],
    );
    const b = Number(
      (await handler(t.app, { action: 'getNumber', api_key: u.key, service: 'go', country: 16 })).text.split(':')[1],
    );
    t.clock.advance(t.ctx.config.activationCancelLockMs + 1_000);
    expect((await handler(t.app, { action: 'setStatus', api_key: u.key, id: a, status: 8 })).text).toBe(
      'ACCESS_CANCEL',
    );
    const active = await handlerJson(t.app, { action: 'getActiveActivations', api_key: u.key });
    expect(active.status).toBe('success');
    expect(active.activeActivations).toEqual([
      expect.objectContaining({ activationId: b, serviceCode: 'go', countryCode: '16', activationStatus: '0' }),
    ]);
    const history = await handlerJson<Record<string, unknown>[]>(t.app, { action: 'getHistory', api_key: u.key });
    expect(history.map((h) => [h.id, h.status])).toEqual([
      [b, 'waiting'],
      [a, 'cancelled'],
    ]);
    expect(await handlerJson(t.app, { action: 'getHistory', api_key: u.key, limit: 1, offset: 1 })).toEqual([
      expect.objectContaining({ id: a }),
    ]);
    expect((await handler(t.app, { action: 'getHistory', api_key: u.key, limit: 'many' })).text).toBe('BAD_DATA');
  });

  // An account's money is in users.currency, fixed at sign-up; the site setting only names the
  // currency of accounts made later. The answers must say the account's, as REST /api/v1/user does.
  it("gives JSON `currency` in the account's currency, not the site's after it changes", async () => {
    const u = await userWithKey(100_000);
    await t.db.updateTable('users').set({ currency: 'usd' }).where('id', '=', u.id).execute();
    const bought = await handlerJson(t.app, { action: 'getNumberV2', api_key: u.key, service: 'wa', country: 16 });
    expect(bought.currency).toBe(840);
    await t.db
      .insertInto('site_settings')
      .values({ key: 'currency', value: JSON.stringify('rub') })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify('rub') }))
      .execute();
    try {
      const v2 = await handlerJson(t.app, { action: 'getNumberV2', api_key: u.key, service: 'tg', country: 16 });
      const active = await handlerJson(t.app, { action: 'getActiveActivations', api_key: u.key });
      const history = await handlerJson<{ currency: number }[]>(t.app, { action: 'getHistory', api_key: u.key });
      const rent = await handlerJson(t.app, { action: 'getRentServicesAndCountries', api_key: u.key, country: 16 });
      expect({
        v2: v2.currency,
        active: [...new Set((active.activeActivations as { currency: number }[]).map((a) => a.currency))],
        history: [...new Set(history.map((h) => h.currency))],
        rent: rent.currency,
      }).toEqual({ v2: 840, active: [840], history: [840], rent: 840 });
      expect((await call(t.app, 'GET', '/api/v1/user', { token: u.key })).body.user.currency).toBe('usd');
    } finally {
      await t.db.deleteFrom('site_settings').where('key', '=', 'currency').execute();
    }
  });
});
