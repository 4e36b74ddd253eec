import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, offerOf, type CommerceTestApp, type TestUser } from './helpers/commerce';
import { signedHeaders } from '../../upstream/commerce/signed-request';
import { apiKeyOf } from './helpers/handler-api';

const allEvents = ['activation.code_received', 'activation.status_changed', 'rent.sms_received', 'balance.topup'];

describe.each(testDatabases())('webhook endpoints and events on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const add = (u: TestUser, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/user/webhooks', { token: u.token, body });
  const queued = (endpointId: number) =>
    t.db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).orderBy('id').execute();
  const sms = (body: unknown) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/sms/intake',
      payload: raw,
      headers: signedHeaders(t.ctx.config.smsIntakeSecret, raw, t.ctx.now()),
    });
  };

  it('adds up to 3 endpoints, shows the secret only once, updates and deletes them', async () => {
    const u = await makeUser(t);
    const first = await add(u, { url: 'https://hooks.example.com/a', events: ['balance.topup'] });
    expect(first.status).toBe(201);
    expect(first.body.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(first.body.endpoint).toMatchObject({ payload_style: 'codeport', paused: false, events: ['balance.topup'] });
    await add(u, { url: 'https://hooks.example.com/b', events: allEvents, payload_style: 'sms-activate' });
    await add(u, { url: 'https://hooks.example.com/c', events: allEvents });
    const fourth = await add(u, { url: 'https://hooks.example.com/d', events: allEvents });
    expect(fourth.status).toBe(409);
    expect(fourth.body.code).toBe('WEBHOOK_LIMIT');

    const list = await call(t.app, 'GET', '/api/user/webhooks', { token: u.token });
    expect(list.body.max).toBe(3);
    expect(list.body.data.map((e: { url: string }) => e.url)).toEqual([
      'https://hooks.example.com/a',
      'https://hooks.example.com/b',
      'https://hooks.example.com/c',
    ]);
    expect(JSON.stringify(list.body)).not.toContain(first.body.secret);

    const id = first.body.endpoint.id as number;
    const updated = await call(t.app, 'PUT', `/api/user/webhooks/${id}`, {
      token: u.token,
      body: { events: ['rent.sms_received', 'balance.topup'], payload_style: 'sms-activate', paused: true },
    });
    expect(updated.body.endpoint).toMatchObject({
      events: ['rent.sms_received', 'balance.topup'],
      payload_style: 'sms-activate',
      paused: true,
    });
    expect((await call(t.app, 'DELETE', `/api/user/webhooks/${id}`, { token: u.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/webhooks', { token: u.token })).body.data).toHaveLength(2);
  });

  it.each([
    [{ url: 'not a url', events: ['balance.topup'] }, 'url'],
    [{ url: 'ftp://hooks.example.com/x', events: ['balance.topup'] }, 'url'],
    [{ url: 'https://hooks.example.com/x', events: [] }, 'events'],
    [{ url: 'https://hooks.example.com/x', events: ['balance.stolen'] }, 'events.0'],
    [{ url: 'https://hooks.example.com/x', events: ['balance.topup'], payload_style: 'xml' }, 'payload_style'],
  ])('refuses %j with a 422 on %s', async (body, field) => {
    const u = await makeUser(t);
    const res = await add(u, body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect((await call(t.app, 'GET', '/api/user/webhooks', { token: u.token })).body.data).toEqual([]);
  });

  it("keeps each user's endpoints to themselves and keeps API keys out", async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const e = (await add(owner, { url: 'https://hooks.example.com/own', events: allEvents })).body.endpoint;
    const test = await call(t.app, 'POST', `/api/user/webhooks/${e.id}/test`, { token: owner.token });
    const d = test.body.delivery.id as number;
    const attempts = [
      ['PUT', `/api/user/webhooks/${e.id}`, { paused: true }],
      ['DELETE', `/api/user/webhooks/${e.id}`, undefined],
      ['GET', `/api/user/webhooks/${e.id}/deliveries`, undefined],
      ['POST', `/api/user/webhooks/${e.id}/deliveries/${d}/redeliver`, undefined],
      ['POST', `/api/user/webhooks/${e.id}/test`, undefined],
    ] as const;
    for (const [method, url, body] of attempts) {
      expect((await call(t.app, method, url, { token: other.token, body })).status).toBe(404);
    }
    expect((await call(t.app, 'GET', '/api/user/webhooks', { token: other.token })).body.data).toEqual([]);

    const key = await apiKeyOf(t.db, owner.id);
    for (const [method, url, body] of [
      ['GET', '/api/user/webhooks', undefined],
      ['POST', '/api/user/webhooks', { url: 'https://hooks.example.com/k', events: allEvents }],
      ...attempts,
    ] as const) {
      const res = await call(t.app, method, url, { token: key, body });
      expect({ url, method, status: res.status, code: res.body.code }).toEqual({
        url,
        method,
        status: 403,
        code: 'API_KEY_SCOPE',
      });
    }
    const after = await call(t.app, 'GET', '/api/user/webhooks', { token: owner.token });
    expect(after.body.data).toEqual([expect.objectContaining({ id: e.id, paused: false })]);
    expect(await queued(e.id)).toHaveLength(1);
  });

  it('logs the last 50 deliveries newest first and redelivers the same body', async () => {
    const u = await makeUser(t);
    const e = (await add(u, { url: 'https://hooks.example.com/log', events: allEvents })).body.endpoint;
    for (let i = 0; i < 52; i += 1) await call(t.app, 'POST', `/api/user/webhooks/${e.id}/test`, { token: u.token });
    const log = await call(t.app, 'GET', `/api/user/webhooks/${e.id}/deliveries`, { token: u.token });
    expect(log.body.data).toHaveLength(50);
    const ids = log.body.data.map((d: { id: number }) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const again = await call(t.app, 'POST', `/api/user/webhooks/${e.id}/deliveries/${ids[10]}/redeliver`, {
      token: u.token,
    });
    expect(again.status).toBe(202);
    expect(again.body.delivery).toMatchObject({ event: 'webhook.test', state: 'pending', attempts: 0 });
    const rows = await queued(e.id);
    const original = rows.find((r) => r.id === ids[10])!;
    expect(rows.at(-1)!.body).toBe(original.body);
  });

  it('takes 60 test events and redeliveries an hour from a user, then answers 429 with the wait', async () => {
    const u = await makeUser(t);
    const e = (await add(u, { url: 'https://hooks.example.com/flood', events: allEvents })).body.endpoint;
    const test = () => call(t.app, 'POST', `/api/user/webhooks/${e.id}/test`, { token: u.token });
    // A loop that queued them by the hundred thousand filled the queue everybody's deliveries wait in.
    for (let i = 0; i < 59; i += 1) expect((await test()).status).toBe(202);
    const [first] = await queued(e.id);
    const redelivered = await call(t.app, 'POST', `/api/user/webhooks/${e.id}/deliveries/${first!.id}/redeliver`, {
      token: u.token,
    });
    expect(redelivered.status).toBe(202);
    const refused = await test();
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    const refusedAgain = await call(t.app, 'POST', `/api/user/webhooks/${e.id}/deliveries/${first!.id}/redeliver`, {
      token: u.token,
    });
    expect(refusedAgain.status).toBe(429);
    expect(await queued(e.id)).toHaveLength(60);
    // Another user's budget is their own.
    const other = await makeUser(t);
    const theirs = (await add(other, { url: 'https://hooks.example.com/theirs', events: allEvents })).body.endpoint;
    expect((await call(t.app, 'POST', `/api/user/webhooks/${theirs.id}/test`, { token: other.token })).status).toBe(
      202,
    );
  });

  it('queues code received (both payload styles) and status changes with the activation itself', async () => {
    const u = await makeUser(t, 1_000_000);
    const codeport = (await add(u, { url: 'https://hooks.example.com/cp', events: allEvents })).body.endpoint;
    const bots = (
      await add(u, {
        url: 'https://hooks.example.com/bot',
        events: ['activation.code_received'],
        payload_style: 'sms-activate',
      })
    ).body.endpoint;
    const offer = await offerOf(t.db, 'whatsapp', 'us');
    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: u.token,
      body: { service_id: offer.serviceId, country_id: offer.countryId },
    });
    const a = bought.body.activation as { id: number; phone: string };
    expect(await queued(codeport.id)).toEqual([]);
    const received = await sms({ phone: a.phone, from: 'WhatsApp', text: 'Your WhatsApp code: 482-913' });
    expect(JSON.parse(received.body)).toMatchObject({ matched: true });

    const [cp] = await queued(codeport.id);
    expect(cp!.event).toBe('activation.code_received');
    expect(JSON.parse(cp!.body)).toEqual({
      id: expect.any(String),
      event: 'activation.code_received',
      created_at: t.clock.now().toISOString(),
      data: {
        activation_id: a.id,
        service: 'whatsapp',
        country: 'us',
        phone: a.phone.replace(/^\+/, ''),
        text: 'Your WhatsApp code: 482-913',
        code: '482913',
        received_at: t.clock.now().toISOString(),
      },
    });
    const [bot] = await queued(bots.id);
    // Named as the handler API names them: short service code, numeric country id.
    expect(JSON.parse(bot!.body)).toEqual({
      activationId: a.id,
      service: 'wa',
      text: 'Your WhatsApp code: 482-913',
      code: '482913',
      country: 187,
      receivedAt: t.clock.now().toISOString(),
    });

    expect((await call(t.app, 'POST', `/api/activation/${a.id}/finish`, { token: u.token })).status).toBe(200);
    const events = (await queued(codeport.id)).map((d) => [d.event, JSON.parse(d.body).data.status]);
    expect(events).toEqual([
      ['activation.code_received', undefined],
      ['activation.status_changed', 'finished'],
    ]);
    // The sms-activate endpoint did not choose status changes.
    expect(await queued(bots.id)).toHaveLength(1);
  });

  it('queues rental SMS and top-ups, and nothing for a paused endpoint or an unchosen event', async () => {
    const u = await makeUser(t, 1_000_000);
    const e = (await add(u, { url: 'https://hooks.example.com/rt', events: ['rent.sms_received', 'balance.topup'] }))
      .body.endpoint;
    const paused = (await add(u, { url: 'https://hooks.example.com/paused', events: allEvents })).body.endpoint;
    await call(t.app, 'PUT', `/api/user/webhooks/${paused.id}`, { token: u.token, body: { paused: true } });
    const bot = (
      await add(u, {
        url: 'https://hooks.example.com/rent-bot',
        events: ['rent.sms_received'],
        payload_style: 'sms-activate',
      })
    ).body.endpoint;
    const offer = await offerOf(t.db, 'telegram', 'de');
    const rent = (
      await call(t.app, 'POST', '/api/rent/buy', {
        token: u.token,
        body: { service_id: offer.serviceId, country_id: offer.countryId, period: 4 },
      })
    ).body.rent as { id: number; phone: string };
    await sms({ phone: rent.phone, from: 'Telegram', text: 'Telegram code 55312' });

    const code = (
      await call(t.app, 'POST', '/api/payments/top-up', { token: u.token, body: { system: 'card', amount: 25_000 } })
    ).body.data;
    const raw = JSON.stringify({ transaction_id: code.transaction_id, status: 'paid', amount: 25_000 });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: raw,
      headers: signedHeaders(t.ctx.config.paymentWebhookSecret, raw, t.ctx.now()),
    });
    expect(paid.statusCode).toBe(200);

    const balance = (await call(t.app, 'GET', '/api/user', { token: u.token })).body.user.balance as number;
    const rows = (await queued(e.id)).map((d) => ({ event: d.event, data: JSON.parse(d.body).data }));
    expect(rows).toEqual([
      {
        event: 'rent.sms_received',
        data: expect.objectContaining({ rent_id: rent.id, service: 'telegram', country: 'de', code: '55312' }),
      },
      { event: 'balance.topup', data: { transaction_id: code.transaction_id, amount: 25_000, balance } },
    ]);
    expect(await queued(paused.id)).toEqual([]);
    // In the sms-activate style a rental's SMS names the rental, never as an activation id.
    const [rentSms] = await queued(bot.id);
    expect(JSON.parse(rentSms!.body)).toEqual({
      rentId: rent.id,
      service: 'tg',
      text: 'Telegram code 55312',
      code: '55312',
      country: 43,
      receivedAt: expect.any(String),
    });
  });
});
