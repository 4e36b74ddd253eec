import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { signedHeaders } from '../../upstream/commerce/signed-request';
import { deliverSandboxCodes } from '../../upstream/developer/sandbox/sandbox-sms';
import { handler } from './helpers/handler-api';
import { SAMPLE_SERVICE_SLUGS, type SampleServiceItem } from '@contracts/service-samples';

type Samples = { status: true; services: SampleServiceItem[] };
type Services = { services: { slug: string; count: number; price: number | null }[] };

describe.each(testDatabases())('home sample services on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const samples = async (token?: string) => {
    const res = await call<Samples>(t.app, 'GET', '/api/service-samples', { token });
    expect(res.status).toBe(200);
    return res.body.services;
  };
  const sms = async (phone: string, from: string, text: string) => {
    const raw = JSON.stringify({ phone, from, text });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/intake',
      payload: raw,
      headers: signedHeaders(t.ctx.config.smsIntakeSecret, raw, t.ctx.now()),
    });
    expect(res.statusCode).toBe(200);
  };
  const buy = async (token: string, slug: string) => {
    const offer = await offerOf(t.db, slug, 'gb');
    const res = await call(t.app, 'POST', '/api/activation/buy', {
      token,
      body: { service_id: offer.serviceId, country_id: offer.countryId, operator_id: offer.operatorId },
    });
    expect(res.status).toBe(201);
    return res.body.activation as { id: number; phone: string };
  };

  it('gives the five services in order, count and cheapest price from the same live catalogue as the list', async () => {
    const list = await call<Services>(t.app, 'GET', '/api/services?load=5');
    const got = await samples();
    expect(got.map((s) => s.slug)).toEqual([...SAMPLE_SERVICE_SLUGS]);
    for (const s of got) {
      const row = list.body.services.find((r) => r.slug === s.slug)!;
      expect({ count: s.count, price: s.price }).toEqual({ count: row.count, price: row.price });
      expect(s.count).toBeGreaterThan(0);
      // Nothing delivered yet: no made-up "1 minute ago".
      expect(s.minutes_since_code).toBeNull();
    }
  });

  it('counts whole minutes since the last code delivered for the service, and leaks no number, code or user', async () => {
    const user = await makeUser(t, 10_000);
    const bought = await buy(user.token, 'whatsapp');
    await sms(bought.phone, 'WhatsApp', 'Your WhatsApp code: 731-904');
    t.clock.advance(7 * 60_000 + 30_000);
    const res = await call<Samples>(t.app, 'GET', '/api/service-samples');
    const whatsapp = res.body.services.find((s) => s.slug === 'whatsapp')!;
    expect(whatsapp.minutes_since_code).toBe(7);
    // Another service's code says nothing about WhatsApp's, and the reverse.
    expect(res.body.services.find((s) => s.slug === 'telegram')!.minutes_since_code).toBeNull();
    const text = JSON.stringify(res.body);
    for (const secret of [bought.phone, bought.phone.replace('+', ''), '731-904', '731904'])
      expect(text).not.toContain(secret);
    expect(Object.keys(whatsapp).sort()).toEqual(
      [
        'count',
        'discount',
        'favorite',
        'icon',
        'id',
        'list_price',
        'minutes_since_code',
        'name',
        'price',
        'slug',
      ].sort(),
    );
  });

  it('a message without a code is not a code received', async () => {
    const user = await makeUser(t, 10_000);
    const bought = await buy(user.token, 'telegram');
    await sms(bought.phone, 'Telegram', 'Welcome to Telegram');
    expect((await samples()).find((s) => s.slug === 'telegram')!.minutes_since_code).toBeNull();
  });

  it("a sandbox's fake code is not a code received", async () => {
    const user = await makeUser(t, 10_000);
    const issued = await call(t.app, 'POST', '/api/user/sandbox/key', { token: user.token });
    expect(issued.status).toBe(200);
    const answer = await handler(t.app, { action: 'getNumber', api_key: issued.body.key, service: 'ig', country: 16 });
    const id = Number(/^ACCESS_NUMBER:(\d+)/.exec(answer.text)?.[1]);
    t.clock.advance(t.ctx.config.sandboxSmsDelayMs);
    await deliverSandboxCodes(t.ctx, 500);
    const delivered = await t.db.selectFrom('sms_messages').select('code').where('activation_id', '=', id).execute();
    expect(delivered).toEqual([{ code: expect.any(String) }]);
    expect((await samples()).find((s) => s.slug === 'instagram')!.minutes_since_code).toBeNull();
  });

  it('a code older than a day is not recent', async () => {
    t.clock.advance(24 * 60 * 60_000 + 60_000);
    expect((await samples()).find((s) => s.slug === 'whatsapp')!.minutes_since_code).toBeNull();
  });

  it("marks the signed-in user's favourite service, and only theirs", async () => {
    const user = await makeUser(t);
    const google = (await samples()).find((s) => s.slug === 'google')!;
    const fav = await call(t.app, 'POST', '/api/activation/add-to-favorite', {
      token: user.token,
      body: { type: 'service', id: google.id },
    });
    expect(fav.status).toBe(200);
    const mine = await samples(user.token);
    expect(mine.find((s) => s.slug === 'google')!.favorite).toBe(true);
    expect((await samples()).find((s) => s.slug === 'google')!.favorite).toBe(false);
  });
});
