import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { signedHeaders } from '../../upstream/commerce/signed-request';
import { extractCode } from '../../upstream/commerce/extract-code';
import { expireRentals } from '../../upstream/commerce/rent-service';

const MIN = 60_000;

describe('extractCode', () => {
  it.each([
    ['Your WhatsApp code: 482-913. Do not share it.', '482913'],
    ['G-771204 is your Google verification code.', '771204'],
    ['Telegram code 55312. Valid for 10 minutes', '55312'],
    ['Valid for 10 minutes. Your code is 9081', '9081'],
    ['Ваш код подтверждения: 3344', '3344'],
    ['Welcome to Uber!', null],
    // Letters and digits mixed after a keyword: the buyer can read it, so it is the code.
    ['Your Steam Guard code is: 7XK2P', '7XK2P'],
    ['Your code is A1B2C3, order 5531', 'A1B2C3'],
    ['CODE: 9QW4 for Acme', '9QW4'],
    ['Ваш код: 4GH7K', '4GH7K'],
    // ...but not a word, a lower-case token, or a token past the keyword's reach.
    ['Your code is VALID until 10 pm', null],
    ['your code is abc123 here', null],
    ['Your code will be sent later by our team: X1Y2', null],
    // A keyword inside a word, or a promotion's code, is none; a time after the keyword is none.
    ['Shipping to: NW10 5AB tomorrow', null],
    ['Your parcel to postcode SW1A 2AA', null],
    ['Use promo code SAVE20 today', null],
    ['Your code for order #A1B2C3 is 4821', '4821'],
    ['Code expires at 10PM: 482913', '482913'],
    ['Dein Code ist 7XK2P', '7XK2P'],
    // Digits in even groups after a keyword are one code; a run of groups that goes on is not.
    ['Your WhatsApp code: 12 34 56', '123456'],
    ['Amazon OTP: 48 21 93', '482193'],
    ['Код: 12-34-56', '123456'],
    ['Your code: 4821 9365', '48219365'],
    ['Your code is 5531 10 min left', '5531'],
  ])('%s → %s', (text, code) => expect(extractCode(text, { namesService: true })).toBe(code));

  // From a sender that names no service, in a text that names none, only a text about signing
  // in has a bare-number code: a carrier's notice must not cost the buyer the refund.
  it.each([
    ['MTS: your tariff changes on 2026-04-01', null],
    ['Balance: 1500 RUB', null],
    ['Call 0800 for help', null],
    ['Your order 12345 has shipped', null],
    ['123456 is your confirmation code', '123456'],
    ['Use 123 456 to verify your account', '123456'],
    ['4821 - Anmeldung bestätigen', '4821'],
    ['Your code is 9081', '9081'],
    // Carriers' own words are no sign-in: "confirmed" payments, "входящие" calls, "acceso a internet".
    ['Payment confirmed: 1500 RUB', null],
    ['МТС: с 01.04.2026 изменится стоимость входящих SMS', null],
    ['Баланс 1500 руб. Входящие звонки бесплатно', null],
    ['Desde 2026 tienes acceso a internet ilimitado', null],
    ['Войдите: код 4821', '4821'],
  ])('from an unnamed sender: %s → %s', (text, code) => {
    expect(extractCode(text, { namesService: false })).toBe(code);
  });

  it('takes a bare number as the code when the sender or the text names a service', () => {
    expect(extractCode('WhatsApp: 482913', { namesService: true })).toBe('482913');
    expect(extractCode('Balance: 1500 RUB', { namesService: true })).toBe('1500');
  });

  it("finds the same codes in V8's unoptimised regexp code (a (?i:) group was case-sensitive there)", () => {
    const script = `import { extractCode } from './upstream/commerce/extract-code.ts';
      console.log(JSON.stringify(['CODE: 9QW4 for Acme', 'PASSCODE 7XK2P', 'Code: 482-913'].map((t) => extractCode(t, { namesService: true }))));`;
    const out = execFileSync(
      process.execPath,
      ['--no-regexp-optimization', '--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: path.resolve(__dirname, '../..'),
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(out)).toEqual(['9QW4', '7XK2P', '482913']);
  });
});

describe.each(testDatabases())('rentals and SMS intake on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const sms = (body: unknown, headers?: Record<string, string>) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/sms/intake',
      payload: raw,
      headers: headers ?? signedHeaders(t.ctx.config.smsIntakeSecret, raw, t.ctx.now()),
    });
  };
  const rentBody = async (slug: string, iso: string, period = 24) => {
    const o = await offerOf(t.db, slug, iso);
    return { service_id: o.serviceId, country_id: o.countryId, period };
  };

  it('rents per period, lists periods and operators, extends before expiry at the period price', async () => {
    const u = await makeUser(t, 1_000_000);
    const body = await rentBody('telegram', 'de', 4);
    const price = await call(
      t.app,
      'GET',
      `/api/rent-price?service_id=${body.service_id}&country_id=${body.country_id}`,
    );
    expect(price.body.data.period).toBe(24);
    expect(price.body.data.periods.map((p: { period: number }) => p.period)).toEqual([4, 24, 72, 168, 720]);
    const p4 = price.body.data.periods[0].price as number;
    const bought = await call(t.app, 'POST', '/api/rent/buy', { token: u.token, body });
    expect(bought.status).toBe(201);
    expect(bought.body.rent).toMatchObject({ status: 'active', period: 4, price: p4 });
    const id = bought.body.rent.id as number;
    const ext = await call(t.app, 'GET', `/api/rent/${id}/extend-price`, { token: u.token });
    const p72 = ext.body.data.periods.find((p: { period: number }) => p.period === 72);
    expect(Date.parse(p72.expired_date) - Date.parse(ext.body.data.expired_date)).toBe(72 * 3_600_000);
    const extended = await call(t.app, 'POST', `/api/rent/${id}/extend`, { token: u.token, body: { period: 72 } });
    expect(extended.body.rent.price).toBe(p4 + p72.price);
    expect(extended.body.rent.expired_date).toBe(p72.expired_date);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({
      balance: 1_000_000 - p4 - p72.price,
      ledger: 1_000_000 - p4 - p72.price,
    });
    expect((await call(t.app, 'POST', `/api/rent/${id}/extend`, { token: u.token, body: { period: 5 } })).status).toBe(
      422,
    );

    t.clock.advance(76 * 3_600_000);
    expect((await call(t.app, 'POST', `/api/rent/${id}/extend`, { token: u.token, body: { period: 24 } })).status).toBe(
      409,
    );
    const active = await call(t.app, 'GET', '/api/user/active-rent-numbers', { token: u.token });
    expect(active.body.numbers.data).toHaveLength(0);
    expect(
      (await t.db.selectFrom('rentals').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('expired');
  });

  it('cancels with a refund only within 20 minutes and before any SMS; keeps every message', async () => {
    const u = await makeUser(t, 1_000_000);
    const body = await rentBody('google', 'us');
    const a = (await call(t.app, 'POST', '/api/rent/buy', { token: u.token, body })).body.rent;
    const b = (await call(t.app, 'POST', '/api/rent/buy', { token: u.token, body })).body.rent;
    const c = (await call(t.app, 'POST', '/api/rent/buy', { token: u.token, body })).body.rent;
    const cancelled = await call(t.app, 'POST', `/api/rent/${a.id}/cancel`, { token: u.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.rent.status).toBe('cancelled');

    for (const text of ['Google code 1111', 'G-222222 is your code']) {
      const r = await sms({ phone: b.phone, from: 'Google', text });
      expect(JSON.parse(r.body)).toMatchObject({ matched: true, target: { type: 'rent', id: b.id } });
    }
    const pushed = t.published
      .filter((p) => p.userId === u.id && p.event === 'Activation.NewCodeReceived')
      .map((p) => p.payload);
    expect(pushed).toEqual([
      {
        type: 'rent',
        activation: expect.objectContaining({
          id: b.id,
          messages: [expect.objectContaining({ code: '1111', viewed: false })],
        }),
      },
      {
        type: 'rent',
        activation: expect.objectContaining({
          id: b.id,
          messages: [expect.objectContaining({ code: '1111' }), expect.objectContaining({ code: '222222' })],
        }),
      },
    ]);
    const refused = await call(t.app, 'POST', `/api/rent/${b.id}/cancel`, { token: u.token });
    expect(refused.status).toBe(409);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({
      balance: 1_000_000 - 2 * b.price,
      ledger: 1_000_000 - 2 * b.price,
    });
    t.clock.advance(21 * MIN);
    expect((await call(t.app, 'POST', `/api/rent/${c.id}/cancel`, { token: u.token })).status).toBe(409);
    expect((await call(t.app, 'POST', `/api/rent/${c.id}/finish`, { token: u.token })).body.rent.status).toBe(
      'finished',
    );
    const list = await call(t.app, 'GET', '/api/user/active-rent-numbers', { token: u.token });
    const entry = list.body.numbers.data.find((e: { id: number }) => e.id === b.id);
    expect(entry.messages.map((m: { code: string }) => m.code)).toEqual(['1111', '222222']);
    await call(t.app, 'POST', `/api/rent/${b.id}/read-all`, { token: u.token });
    const latest = await call(t.app, 'GET', '/api/user/latest-rent-purchases', { token: u.token });
    expect(
      latest.body.purchases
        .find((e: { id: number }) => e.id === b.id)
        .messages.every((m: { viewed: boolean }) => m.viewed),
    ).toBe(true);
    const refunds = await t.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('user_id', '=', u.id)
      .where('kind', '=', 'rent_refund')
      .execute();
    expect(refunds.map((r) => Number(r.amount))).toEqual([a.price]);
    expect(await expireRentals(t.ctx)).toBe(0);
  });

  it('delivers an SMS to the activation of the sending service, stores the code and publishes NewCodeReceived', async () => {
    const u = await makeUser(t, 100_000);
    const wa = await offerOf(t.db, 'whatsapp', 'pl');
    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: u.token,
      body: { service_id: wa.serviceId, country_id: wa.countryId },
    });
    const act = bought.body.activation;
    const spaced = act.phone.replace(/^(\+\d{2})(\d{3})/, '$1 $2-');
    const res = await sms({ phone: spaced, from: 'WhatsApp', text: 'Your WhatsApp code: 482-913' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({
      matched: true,
      target: { type: 'activation', id: act.id },
      code: '482913',
    });
    const event = t.published.find((p) => p.event === 'Activation.NewCodeReceived' && p.userId === u.id);
    expect(event?.payload).toMatchObject({
      type: 'activation',
      activation: { id: act.id, status: 'code_received', messages: [{ code: '482913', viewed: false }] },
    });

    t.clock.advance(3 * MIN);
    expect((await call(t.app, 'POST', `/api/activation/${act.id}/cancel`, { token: u.token })).body.code).toBe(
      'CODE_RECEIVED',
    );
    const retry = await call(t.app, 'POST', `/api/activation/${act.id}/retry`, { token: u.token });
    expect(retry.body.activation.status).toBe('waiting_retry');
    expect(retry.body.balance).toBe(100_000 - act.price);
    await sms({ phone: act.phone, from: 'WhatsApp', text: 'Code 777000' });
    const read = await call(t.app, 'POST', `/api/activation/${act.id}/read-all`, { token: u.token });
    expect(read.body.activation.messages.map((m: { code: string; viewed: boolean }) => [m.code, m.viewed])).toEqual([
      ['482913', true],
      ['777000', true],
    ]);
    const done = await call(t.app, 'POST', `/api/activation/${act.id}/finish`, { token: u.token });
    expect(done.body.activation.status).toBe('finished');

    const stray = await sms({ phone: '+10000000000', from: 'X', text: 'code 1234' });
    expect(JSON.parse(stray.body)).toMatchObject({ matched: false, target: null });
  });

  it('routes an SMS on a number shared by several services to the one the sender names, never to another', async () => {
    const u = await makeUser(t, 1_000_000);
    const wa = await offerOf(t.db, 'whatsapp', 'nl');
    const google = await offerOf(t.db, 'google', 'nl');
    // One number left on this operator: every purchase below gets the same phone (holds are per service).
    const keep = await t.db
      .selectFrom('phone_numbers')
      .select('id')
      .where('operator_id', '=', wa.operatorId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('phone_numbers')
      .set({ enabled: false })
      .where('operator_id', '=', wa.operatorId)
      .where('id', '!=', keep.id)
      .execute();
    try {
      const act = (
        await call(t.app, 'POST', '/api/activation/buy', {
          token: u.token,
          body: { service_id: wa.serviceId, country_id: wa.countryId, operator_id: wa.operatorId },
        })
      ).body.activation;
      t.clock.advance(1_000);
      const rent = (
        await call(t.app, 'POST', '/api/rent/buy', {
          token: u.token,
          body: { service_id: google.serviceId, country_id: google.countryId, period: 24, operator_id: wa.operatorId },
        })
      ).body.rent;
      expect(rent.phone).toBe(act.phone);

      const to = async (from: string, text: string) =>
        JSON.parse((await sms({ phone: act.phone, from, text })).body).target;
      expect(await to('WhatsApp', 'WhatsApp code 111-222')).toEqual({ type: 'activation', id: act.id });
      expect(await to('GOOGLE', 'G-333444 is your code')).toEqual({ type: 'rent', id: rent.id });
      // A sender that names no service cannot pick between two purchases: kept, not guessed.
      expect(await to('+4915112345', 'Your code 5566')).toBeNull();
      // Once the activation is finished, its sender's SMS is kept, never given to the Google rental.
      await call(t.app, 'POST', `/api/activation/${act.id}/finish`, { token: u.token });
      expect(await to('WhatsApp', 'WhatsApp code 999-000')).toBeNull();
      // With the rental the only open purchase, a sender that names nothing reaches it.
      expect(await to('+4915112345', 'Your code 7788')).toEqual({ type: 'rent', id: rent.id });
    } finally {
      await t.db.updateTable('phone_numbers').set({ enabled: true }).where('operator_id', '=', wa.operatorId).execute();
    }
  });

  it('rejects a bad signature, a stale timestamp and a replay with 401', async () => {
    const body = JSON.stringify({ phone: '+10000000001', from: 'X', text: 'hello 1234' });
    const good = signedHeaders(t.ctx.config.smsIntakeSecret, body, t.ctx.now());
    const forged = signedHeaders('another-secret-of-16+', body, t.ctx.now());
    const stale = signedHeaders(t.ctx.config.smsIntakeSecret, body, new Date(t.ctx.now().getTime() - 6 * MIN));
    const send = (headers: Record<string, string>, payload = body) =>
      t.app.inject({ method: 'POST', url: '/api/sms/intake', payload, headers });
    expect((await send(forged)).statusCode).toBe(401);
    expect((await send(stale)).statusCode).toBe(401);
    expect((await send({ 'content-type': 'application/json' })).statusCode).toBe(401);
    expect((await send(good, body.replace('1234', '9999'))).statusCode).toBe(401);
    expect((await send(good)).statusCode).toBe(200);
    const replay = await send(good);
    expect(replay.statusCode).toBe(401);
    expect(JSON.parse(replay.body).message).toMatch(/replay/);
    const invalid = JSON.stringify({ phone: '1', text: '' });
    expect((await send(signedHeaders(t.ctx.config.smsIntakeSecret, invalid, t.ctx.now()), invalid)).statusCode).toBe(
      422,
    );
  });
  it('lists rent services and countries "from" the cheapest period, not the default one', async () => {
    const body = await rentBody('telegram', 'gb');
    const rp = await call(t.app, 'GET', `/api/rent-price?service_id=${body.service_id}&country_id=${body.country_id}`);
    const periods = rp.body.data.periods as { period: number; price: number }[];
    const cheapest = Math.min(...periods.map((p) => p.price));
    expect(cheapest).toBeLessThan(periods.find((p) => p.period === 24)!.price);
    const services = await call(t.app, 'GET', `/api/rent-services?country_id=${body.country_id}&search=Telegram`);
    expect(services.body.services[0]).toMatchObject({ slug: 'telegram', price: cheapest });
    const countries = await call(t.app, 'GET', `/api/rent-countries?service_id=${body.service_id}`);
    expect(countries.body.countries.find((c: { iso: string }) => c.iso === 'gb')).toMatchObject({ price: cheapest });
  });
});
