import { SANDBOX_START_BALANCE } from '@contracts/sandbox';
import { ledgerSum } from '../../upstream/commerce/ledger';
import { offersSql } from '../../upstream/commerce/offers';
import { countryIdOfIso } from '../../upstream/developer/handler-api/code-maps';
import { deliverSandboxCodes, MAX_SANDBOX_SMS } from '../../upstream/developer/sandbox/sandbox-sms';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { apiKeyOf, handler, handlerJson } from './helpers/handler-api';
import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';

/**
 * Sandbox keys (issue 18 item 4): purchases behave as live on both APIs, but come from a virtual
 * pool and sandbox money; sandbox and live never see each other, and no sandbox activity changes
 * a live balance, the real ledger or live stock.
 */
describe.each(testDatabases())('sandbox keys on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const LIVE = 50_000;

  /** A user with live money, their live key, and a sandbox key made on the settings page. */
  const withSandbox = async () => {
    const u = await makeUser(t, LIVE);
    const live = await apiKeyOf(t.db, u.id);
    const issued = await call(t.app, 'POST', '/api/user/sandbox/key', { token: u.token });
    expect(issued.status).toBe(200);
    const account = await t.db
      .selectFrom('users')
      .select('id')
      .where('sandbox_of', '=', u.id)
      .executeTakeFirstOrThrow();
    return { ...u, live, sandbox: issued.body.key as string, sandboxId: account.id };
  };

  /** Everything live money and stock: must not move with sandbox activity. */
  const liveFacts = async (userId: number) => {
    const stock = await offersSql('activation', {}).execute(t.db);
    const rentStock = await offersSql('rent', {}).execute(t.db);
    const sum = (rows: unknown[]) => rows.reduce<number>((n, r) => n + Number((r as { free: number }).free), 0);
    return {
      ...(await balanceAndLedger(t.db, userId)),
      allLedger: Number(
        (
          await t.db
            .selectFrom('ledger_entries')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      stock: sum(stock.rows),
      rentStock: sum(rentStock.rows),
    };
  };

  it('issues a sandbox key from the page only, with the starting sandbox balance', async () => {
    const u = await makeUser(t, LIVE);
    const live = await apiKeyOf(t.db, u.id);
    const before = await call(t.app, 'GET', '/api/user/sandbox', { token: u.token });
    expect(before.body.data).toMatchObject({ enabled: false, start_balance: SANDBOX_START_BALANCE });
    // Keys never manage keys: neither the live key nor (below) the sandbox key may issue one.
    expect((await call(t.app, 'POST', '/api/user/sandbox/key', { token: live })).body).toMatchObject({
      code: 'API_KEY_SCOPE',
    });
    const issued = await call(t.app, 'POST', '/api/user/sandbox/key', { token: u.token });
    expect(issued.body.data).toMatchObject({ enabled: true, balance: SANDBOX_START_BALANCE });
    const sandbox = issued.body.key as string;
    expect(sandbox).not.toBe(live);
    expect((await handler(t.app, { action: 'getBalance', api_key: sandbox })).text).toBe('ACCESS_BALANCE:100.00');
    expect((await handler(t.app, { action: 'getBalance', api_key: live })).text).toBe('ACCESS_BALANCE:500.00');
    for (const [method, url] of [
      ['POST', '/api/user/sandbox/key'],
      ['DELETE', '/api/user/sandbox/key'],
      ['POST', '/api/user/api-key'],
      ['GET', '/api/user/sandbox'],
    ] as const) {
      const res = await call(t.app, method, url, { token: sandbox });
      expect([url, res.status, res.body.code]).toEqual([url, 403, 'API_KEY_SCOPE']);
    }
    // The sandbox starts with a sandbox ledger entry, and the real ledger has none of it.
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: LIVE, ledger: LIVE });
  });

  it('buys, reads, gets a code on demand and finishes through the handler API, live untouched', async () => {
    const u = await withSandbox();
    const before = await liveFacts(u.id);
    const bought = await handler(t.app, { action: 'getNumber', api_key: u.sandbox, service: 'wa', country: 16 });
    const m = /^ACCESS_NUMBER:(\d+):(\d+)$/.exec(bought.text);
    expect(m).not.toBeNull();
    const id = Number(m![1]);
    const row = await t.db
      .selectFrom('activations as a')
      .innerJoin('phone_numbers as n', 'n.id', 'a.number_id')
      .select(['a.user_id', 'a.price', 'n.sandbox', 'n.enabled'])
      .where('a.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: u.sandboxId, sandbox: true, enabled: false });
    expect((await handler(t.app, { action: 'getStatus', api_key: u.sandbox, id })).text).toBe('STATUS_WAIT_CODE');
    expect((await handler(t.app, { action: 'getBalance', api_key: u.sandbox })).text).toBe(
      `ACCESS_BALANCE:${((SANDBOX_START_BALANCE - Number(row.price)) / 100).toFixed(2)}`,
    );

    const sent = await handler(t.app, { action: 'sandboxSendSms', api_key: u.sandbox, id });
    const code = /^ACCESS_SMS_SENT:(\d+)$/.exec(sent.text)?.[1];
    expect(code).toBeDefined();
    expect((await handler(t.app, { action: 'getStatus', api_key: u.sandbox, id })).text).toBe(`STATUS_OK:${code}`);
    expect((await handler(t.app, { action: 'setStatus', api_key: u.sandbox, id, status: 6 })).text).toBe(
      'ACCESS_ACTIVATION',
    );

    // The sandbox money moved in the sandbox ledger only.
    const sandboxLedger = await t.db
      .selectFrom('sandbox_ledger_entries')
      .select(['kind', 'amount'])
      .where('user_id', '=', u.sandboxId)
      .orderBy('id')
      .execute();
    expect(sandboxLedger.map((e) => `${e.kind}:${Number(e.amount)}`)).toEqual([
      `sandbox_reset:${SANDBOX_START_BALANCE}`,
      `activation_charge:${-Number(row.price)}`,
    ]);
    expect(await ledgerSum(t.db, u.sandboxId)).toBe(0);
    expect(await liveFacts(u.id)).toEqual(before);
  });

  it('cancels with a refund after the same cancel lock as live, in sandbox money', async () => {
    const u = await withSandbox();
    const before = await liveFacts(u.id);
    const v2 = await handlerJson(t.app, { action: 'getNumberV2', api_key: u.sandbox, service: 'tg', country: 187 });
    const id = v2.activationId as number;
    expect((await handler(t.app, { action: 'setStatus', api_key: u.sandbox, id, status: 8 })).text).toBe(
      'EARLY_CANCEL_DENIED',
    );
    t.clock.advance(3 * 60_000);
    expect((await handler(t.app, { action: 'setStatus', api_key: u.sandbox, id, status: 8 })).text).toBe(
      'ACCESS_CANCEL',
    );
    expect((await handler(t.app, { action: 'getBalance', api_key: u.sandbox })).text).toBe('ACCESS_BALANCE:100.00');
    expect(await liveFacts(u.id)).toEqual(before);
  });

  it('works the same through REST v1: buy, code on demand, list, cancel refunds', async () => {
    const u = await withSandbox();
    const before = await liveFacts(u.id);
    const offer = await offerOf(t.db, 'whatsapp', 'us');
    const body = { service_id: offer.serviceId, country_id: offer.countryId };
    const bought = await call(t.app, 'POST', '/api/v1/activation/buy', { token: u.sandbox, body });
    expect(bought.status).toBe(201);
    const id = bought.body.activation.id as number;
    expect(bought.body.balance).toBe(SANDBOX_START_BALANCE - Number(bought.body.charged?.price ?? offer.price));

    const sms = await call(t.app, 'POST', `/api/v1/sandbox/activation/${id}/sms`, { token: u.sandbox });
    expect(sms.status).toBe(200);
    expect(sms.body.data.code).toMatch(/^\d+$/);
    const active = await call(t.app, 'GET', '/api/v1/user/active-numbers', { token: u.sandbox });
    expect(active.body.numbers.data.map((a: { id: number }) => a.id)).toEqual([id]);

    const other = await call(t.app, 'POST', '/api/v1/activation/buy', { token: u.sandbox, body });
    t.clock.advance(3 * 60_000);
    const cancelled = await call(t.app, 'POST', `/api/v1/activation/${other.body.activation.id}/cancel`, {
      token: u.sandbox,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.balance).toBe(bought.body.balance);
    // The refund and the statement are in sandbox money, as live ones are in live money.
    const otherPrice = Number(other.body.activation.price);
    expect(cancelled.body.activation.refunded).toBe(otherPrice);
    const statement = await call(t.app, 'GET', '/api/v1/balance-statement?page=1&per_page=10', { token: u.sandbox });
    expect(statement.status).toBe(200);
    expect(statement.body.balance).toBe(bought.body.balance);
    expect(
      statement.body.data.map((e: { type: string; reference: string; amount: number }) => [
        e.type,
        e.reference,
        e.amount,
      ]),
    ).toEqual([
      ['refund', `activation:${other.body.activation.id}`, otherPrice],
      ['purchase', `activation:${other.body.activation.id}`, -otherPrice],
      ['purchase', `activation:${id}`, -Number(bought.body.activation.price)],
      ['adjustment', expect.stringMatching(/^sandbox/), SANDBOX_START_BALANCE],
    ]);
    expect(statement.body.data[0].balance_after).toBe(bought.body.balance);
    const adjustments = await call(t.app, 'GET', '/api/v1/balance-statement?type=adjustment&page=1&per_page=10', {
      token: u.sandbox,
    });
    expect(adjustments.body.data.map((e: { amount: number }) => e.amount)).toEqual([SANDBOX_START_BALANCE]);
    const csv = await call(t.app, 'GET', '/api/v1/balance-statement/export', { token: u.sandbox });
    expect(csv.status).toBe(200);
    expect(csv.body.csv.split('\r\n').filter(Boolean)).toHaveLength(5);
    expect(await liveFacts(u.id)).toEqual(before);
  });

  it('keeps sandbox and live apart both ways, on both APIs', async () => {
    const u = await withSandbox();
    const liveId = Number(
      /^ACCESS_NUMBER:(\d+)/.exec(
        (await handler(t.app, { action: 'getNumber', api_key: u.live, service: 'wa', country: 187 })).text,
      )![1],
    );
    const sandboxId = Number(
      /^ACCESS_NUMBER:(\d+)/.exec(
        (await handler(t.app, { action: 'getNumber', api_key: u.sandbox, service: 'wa', country: 187 })).text,
      )![1],
    );
    for (const [key, foreign] of [
      [u.live, sandboxId],
      [u.sandbox, liveId],
    ] as const) {
      expect((await handler(t.app, { action: 'getStatus', api_key: key, id: foreign })).text).toBe('NO_ACTIVATION');
      expect((await handler(t.app, { action: 'setStatus', api_key: key, id: foreign, status: 8 })).text).toBe(
        'NO_ACTIVATION',
      );
      expect((await call(t.app, 'POST', `/api/v1/activation/${foreign}/cancel`, { token: key })).status).toBe(404);
    }
    // The live key cannot make a code arrive anywhere, not even on its own purchase.
    expect((await handler(t.app, { action: 'sandboxSendSms', api_key: u.live, id: liveId })).text).toBe(
      'NO_ACTIVATION',
    );
    expect((await call(t.app, 'POST', `/api/v1/sandbox/activation/${sandboxId}/sms`, { token: u.live })).status).toBe(
      404,
    );
    const liveList = await handlerJson(t.app, { action: 'getActiveActivations', api_key: u.live });
    const sandboxList = await handlerJson(t.app, { action: 'getActiveActivations', api_key: u.sandbox });
    const ids = (l: Record<string, unknown>) =>
      ((l.activeActivations as { activationId: number | string }[]) ?? []).map((a) => Number(a.activationId));
    expect(ids(liveList)).toEqual([liveId]);
    expect(ids(sandboxList)).toEqual([sandboxId]);
    // The site (the owner's session) shows live purchases only.
    const site = await call(t.app, 'GET', '/api/user/active-numbers', { token: u.token });
    expect(site.body.numbers.data.map((a: { id: number }) => a.id)).toEqual([liveId]);
  });

  it('never lets the sandbox balance go negative, and resets it from the page and the API', async () => {
    const u = await withSandbox();
    const before = await liveFacts(u.id);
    // Month-long rentals: the sandbox money runs out within a few.
    let answer: Record<string, unknown> = {};
    for (let i = 0; i < 40 && answer.message !== 'NO_BALANCE'; i += 1)
      answer = await handlerJson(t.app, {
        action: 'getRentNumber',
        api_key: u.sandbox,
        service: 'tg',
        country: 187,
        rent_time: 720,
      });
    expect(answer).toEqual({ status: 'error', message: 'NO_BALANCE' });
    const account = await t.db
      .selectFrom('users')
      .select('balance')
      .where('id', '=', u.sandboxId)
      .executeTakeFirstOrThrow();
    expect(Number(account.balance)).toBeGreaterThanOrEqual(0);
    const sandboxSum = await t.db
      .selectFrom('sandbox_ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount').as('s'))
      .where('user_id', '=', u.sandboxId)
      .executeTakeFirstOrThrow();
    expect(Number(sandboxSum.s)).toBe(Number(account.balance));

    expect((await handler(t.app, { action: 'sandboxResetBalance', api_key: u.sandbox })).text).toBe(
      'ACCESS_BALANCE:100.00',
    );
    expect((await handler(t.app, { action: 'sandboxResetBalance', api_key: u.live })).text).toBe('BAD_ACTION');
    await handler(t.app, { action: 'getNumber', api_key: u.sandbox, service: 'ig', country: 187 });
    const page = await call(t.app, 'POST', '/api/sandbox/balance/reset', { token: u.token });
    expect(page.body.data.balance).toBe(SANDBOX_START_BALANCE);
    const rest = await call(t.app, 'POST', '/api/v1/sandbox/balance/reset', { token: u.sandbox });
    expect(rest.body.data.balance).toBe(SANDBOX_START_BALANCE);
    expect((await call(t.app, 'POST', '/api/v1/sandbox/balance/reset', { token: u.live })).status).toBe(404);
    expect(await liveFacts(u.id)).toEqual(before);
  });

  it('delivers the automatic SMS once after the delay, even with two workers, and marks the webhook sandbox', async () => {
    const u = await withSandbox();
    await t.db
      .insertInto('webhook_endpoints')
      .values({
        user_id: u.id,
        url: 'https://hooks.example.com/codeport',
        secret: 'whsec_test',
        events: JSON.stringify(['activation.code_received']),
        payload_style: 'codeport',
        created_at: t.ctx.now(),
      })
      .execute();
    const id = Number(
      /^ACCESS_NUMBER:(\d+)/.exec(
        (await handler(t.app, { action: 'getNumber', api_key: u.sandbox, service: 'wa', country: 187 })).text,
      )![1],
    );
    const messages = async () =>
      (await t.db.selectFrom('sms_messages').select('id').where('activation_id', '=', id).execute()).length;
    // Earlier tests' sandbox purchases are due first: drain them, so this one's delay is what counts.
    await deliverSandboxCodes(t.ctx, 500);
    expect(await messages()).toBe(0);
    t.clock.advance(t.ctx.config.sandboxSmsDelayMs);
    await Promise.all([deliverSandboxCodes(t.ctx, 500), deliverSandboxCodes(t.ctx, 500)]);
    expect(await messages()).toBe(1);
    await deliverSandboxCodes(t.ctx, 500);
    expect(await messages()).toBe(1);
    expect((await handler(t.app, { action: 'getStatus', api_key: u.sandbox, id })).text).toMatch(/^STATUS_OK:\d+$/);
    const deliveries = await t.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .select(['d.body', 'd.sandbox', 'd.event'])
      .where('e.user_id', '=', u.id)
      .execute();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ sandbox: true, event: 'activation.code_received' });
    expect(JSON.parse(deliveries[0]!.body).data).toMatchObject({ activation_id: id, sandbox: true });
  });

  it('rents from the virtual pool, with a code on demand, live untouched', async () => {
    const u = await withSandbox();
    const before = await liveFacts(u.id);
    const rent = await handlerJson(t.app, {
      action: 'getRentNumber',
      api_key: u.sandbox,
      service: 'tg',
      country: 187,
      url: 'http://127.0.0.1:9/sandbox-rent',
    });
    expect(rent.status).toBe('success');
    const id = Number(rent.phone.id);
    const sent = await handlerJson(t.app, { action: 'sandboxSendRentSms', api_key: u.sandbox, id });
    expect(sent).toMatchObject({ status: 'success' });
    const status = await handlerJson(t.app, { action: 'getRentStatus', api_key: u.sandbox, id });
    expect(status.status).toBe('success');
    // The rental's SMS as sent: its text, where the code may read "235-471" (demo templates).
    expect(Object.values(status.values as Record<string, { text: string }>).map((v) => v.text)).toContain(sent.text);
    // The rental's own callback URL hears of it too, marked sandbox.
    const callback = await t.db
      .selectFrom('webhook_deliveries')
      .select(['body', 'sandbox'])
      .where('rental_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(callback.sandbox).toBe(true);
    expect(JSON.parse(callback.body)).toMatchObject({ sandbox: true, rentId: id, sms: { code: sent.code } });
    expect(await handlerJson(t.app, { action: 'getRentStatus', api_key: u.live, id })).toEqual({
      status: 'error',
      message: 'NO_ID_RENT',
    });
    expect(await liveFacts(u.id)).toEqual(before);
  });

  it('rents with no live stock at all, on REST and the handler API: the virtual pool never counts real numbers', async () => {
    const u = await withSandbox();
    const offer = await offerOf(t.db, 'telegram', 'de');
    const protocolCountry = countryIdOfIso('de')!;
    // Every real German number out of stock: a live key finds none, a sandbox key must not care.
    const live = await t.db
      .updateTable('phone_numbers')
      .set({ enabled: false })
      .where('country_id', '=', offer.countryId)
      .where('enabled', '=', true)
      .returning('id')
      .execute();
    expect(live.length).toBeGreaterThan(0);
    try {
      const liveRest = await call(t.app, 'POST', '/api/v1/rent/buy', {
        token: u.live,
        body: { service_id: offer.serviceId, country_id: offer.countryId, period: 4 },
      });
      expect([liveRest.status, liveRest.body.code]).toEqual([409, 'NO_NUMBERS']);

      const rest = await call(t.app, 'POST', '/api/v1/rent/buy', {
        token: u.sandbox,
        body: { service_id: offer.serviceId, country_id: offer.countryId, period: 4 },
      });
      expect(rest.status).toBe(201);
      const handlerRent = await handlerJson(t.app, {
        action: 'getRentNumber',
        api_key: u.sandbox,
        service: 'tg',
        country: protocolCountry,
      });
      expect(handlerRent.status).toBe('success');
      const rows = await t.db
        .selectFrom('rentals as r')
        .innerJoin('phone_numbers as n', 'n.id', 'r.number_id')
        .select(['r.user_id', 'n.sandbox', 'n.enabled'])
        .where('r.id', 'in', [rest.body.rent.id as number, Number(handlerRent.phone.id)])
        .execute();
      expect(rows).toEqual([
        { user_id: u.sandboxId, sandbox: true, enabled: false },
        { user_id: u.sandboxId, sandbox: true, enabled: false },
      ]);
    } finally {
      const ids = live.map((n) => n.id);
      await t.db.updateTable('phone_numbers').set({ enabled: true }).where('id', 'in', ids).execute();
    }
  });

  // A free sandbox key may call "deliver a code now" 600 times a minute: uncapped, one purchase
  // piled up thousands of SMS, each read and serialised again for its realtime event.
  it('caps "deliver a code now" per purchase on both APIs, with SANDBOX_SMS_LIMIT', async () => {
    const u = await withSandbox();
    const rent = await handlerJson(t.app, {
      action: 'getRentNumber',
      api_key: u.sandbox,
      service: 'tg',
      country: 187,
    });
    const rentId = Number(rent.phone.id);
    const rentSms = () => call(t.app, 'POST', `/api/v1/sandbox/rent/${rentId}/sms`, { token: u.sandbox });
    for (let i = 0; i < MAX_SANDBOX_SMS; i++) expect((await rentSms()).status).toBe(200);
    const refused = await rentSms();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: false, code: 'SANDBOX_SMS_LIMIT' });
    expect(refused.body.message).toMatch(/at most|the most/);
    expect(await handlerJson(t.app, { action: 'sandboxSendRentSms', api_key: u.sandbox, id: rentId })).toEqual({
      status: 'error',
      message: 'SANDBOX_SMS_LIMIT',
    });
    const stored = await t.db.selectFrom('sms_messages').select('id').where('rental_id', '=', rentId).execute();
    expect(stored).toHaveLength(MAX_SANDBOX_SMS);

    const bought = await handler(t.app, { action: 'getNumber', api_key: u.sandbox, service: 'wa', country: 187 });
    const activationId = Number(/^ACCESS_NUMBER:(\d+)/.exec(bought.text)![1]);
    const send = () => handler(t.app, { action: 'sandboxSendSms', api_key: u.sandbox, id: activationId });
    for (let i = 0; i < MAX_SANDBOX_SMS; i++) expect((await send()).text).toMatch(/^ACCESS_SMS_SENT:/);
    expect((await send()).text).toBe('SANDBOX_SMS_LIMIT');
    const rest = await call(t.app, 'POST', `/api/v1/sandbox/activation/${activationId}/sms`, { token: u.sandbox });
    expect([rest.status, rest.body.code]).toEqual([409, 'SANDBOX_SMS_LIMIT']);
    // Asking for another code brings no automatic SMS past the cap either.
    expect((await handler(t.app, { action: 'setStatus', api_key: u.sandbox, id: activationId, status: 3 })).text).toBe(
      'ACCESS_RETRY_GET',
    );
    t.clock.advance(t.ctx.config.sandboxSmsDelayMs + 1_000);
    await deliverSandboxCodes(t.ctx, 500);
    const held = await t.db.selectFrom('sms_messages').select('id').where('activation_id', '=', activationId).execute();
    expect(held).toHaveLength(MAX_SANDBOX_SMS);
  });

  it('with the automatic SMS off, a sandbox purchase waits for "deliver a code now", so a cancel refunds it', async () => {
    const u = await withSandbox();
    const off = await call(t.app, 'PUT', '/api/user/sandbox/settings', { token: u.token, body: { auto_sms: false } });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ enabled: true, auto_sms: false });
    // Session only: a key never changes the sandbox's settings.
    const byKey = await call(t.app, 'PUT', '/api/v1/user/sandbox/settings', {
      token: u.sandbox,
      body: { auto_sms: true },
    });
    expect(byKey.status).toBe(404);

    const offer = await offerOf(t.db, 'whatsapp', 'us');
    const body = { service_id: offer.serviceId, country_id: offer.countryId };
    const bought = await call(t.app, 'POST', '/api/v1/activation/buy', { token: u.sandbox, body });
    const id = bought.body.activation.id as number;
    t.clock.advance(3 * 60_000);
    await deliverSandboxCodes(t.ctx, 500);
    const cancelled = await call(t.app, 'POST', `/api/v1/activation/${id}/cancel`, { token: u.sandbox });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.activation).toMatchObject({ status: 'cancelled', refunded: bought.body.activation.price });
    expect(cancelled.body.balance).toBe(SANDBOX_START_BALANCE);

    // On again: the next purchase gets its code by itself, as before.
    expect(
      (await call(t.app, 'PUT', '/api/user/sandbox/settings', { token: u.token, body: { auto_sms: true } })).body.data,
    ).toMatchObject({ auto_sms: true });
    const next = await call(t.app, 'POST', '/api/v1/activation/buy', { token: u.sandbox, body });
    t.clock.advance(t.ctx.config.sandboxSmsDelayMs + 1_000);
    await deliverSandboxCodes(t.ctx, 500);
    const got = await t.db
      .selectFrom('sms_messages')
      .select('id')
      .where('activation_id', '=', next.body.activation.id)
      .execute();
    expect(got).toHaveLength(1);
  });

  it('needs a sandbox before its settings can change', async () => {
    const u = await makeUser(t, LIVE);
    const res = await call(t.app, 'PUT', '/api/user/sandbox/settings', { token: u.token, body: { auto_sms: false } });
    expect(res.status).toBe(404);
  });

  it('revokes and replaces the sandbox key: the old one stops at once, the sandbox stays', async () => {
    const u = await withSandbox();
    const revoked = await call(t.app, 'DELETE', '/api/user/sandbox/key', { token: u.token });
    expect(revoked.body.data.enabled).toBe(false);
    expect((await handler(t.app, { action: 'getBalance', api_key: u.sandbox })).text).toBe('BAD_KEY');
    const again = await call(t.app, 'POST', '/api/user/sandbox/key', { token: u.token });
    expect((await handler(t.app, { action: 'getBalance', api_key: u.sandbox })).text).toBe('BAD_KEY');
    expect((await handler(t.app, { action: 'getBalance', api_key: again.body.key })).text).toBe(
      'ACCESS_BALANCE:100.00',
    );
    // A blocked owner's sandbox key stops too.
    await t.db.updateTable('users').set({ status: 'blocked' }).where('id', '=', u.id).execute();
    expect((await handler(t.app, { action: 'getBalance', api_key: again.body.key })).text).toBe('BAD_KEY');
  });
});
