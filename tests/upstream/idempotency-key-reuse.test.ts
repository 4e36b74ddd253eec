import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { apiKeyOf } from './helpers/handler-api';

/**
 * A key names one purchase. Sent again for something else (a bot's bug: a key per session, not
 * per purchase), the first purchase must not be passed off as the second: the answer is 422
 * IDEMPOTENCY_KEY_REUSED, and nothing is bought or charged. The same request is still a replay.
 */
describe.each(testDatabases())('an idempotency key reused for another purchase on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const post = (path: string, token: string, body: Record<string, unknown>, key: string) =>
    call(t.app, 'POST', path, { token, body, headers: { 'Idempotency-Key': key } });
  const ids = (rows: Promise<unknown[]>) => rows.then((r) => r.length);
  const activationsOf = (userId: number) =>
    ids(t.db.selectFrom('activations').select('id').where('user_id', '=', userId).execute());
  const rentalsOf = (userId: number) =>
    ids(t.db.selectFrom('rentals').select('id').where('user_id', '=', userId).execute());
  const extensionsOf = (rentalId: number) =>
    ids(t.db.selectFrom('rent_extensions').select('id').where('rental_id', '=', rentalId).execute());

  function refused(res: { status: number; body: Record<string, unknown> }) {
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: false, code: 'IDEMPOTENCY_KEY_REUSED' });
  }

  it('an activation: another service, country or operator is refused; the same, with or without the operator, is the replay', async () => {
    const u = await makeUser(t, 100_000);
    const wa = await offerOf(t.db, 'whatsapp', 'gb');
    const tg = await offerOf(t.db, 'telegram', 'gb');
    const de = await offerOf(t.db, 'whatsapp', 'de');
    const body = { service_id: wa.serviceId, country_id: wa.countryId, operator_id: wa.operatorId };
    const first = await post('/api/activation/buy', u.token, body, 'reuse-act-0001');
    expect(first.status).toBe(201);
    const after = await balanceAndLedger(t.db, u.id);

    refused(
      await post(
        '/api/activation/buy',
        u.token,
        { service_id: tg.serviceId, country_id: tg.countryId },
        'reuse-act-0001',
      ),
    );
    refused(
      await post(
        '/api/activation/buy',
        u.token,
        { service_id: de.serviceId, country_id: de.countryId },
        'reuse-act-0001',
      ),
    );
    refused(await post('/api/activation/buy', u.token, { ...body, operator_id: wa.operatorId + 1 }, 'reuse-act-0001'));
    // REST v1 is the same service.
    refused(
      await call(t.app, 'POST', '/api/v1/activation/buy', {
        token: await apiKeyOf(t.db, u.id),
        headers: { 'Idempotency-Key': 'reuse-act-0001' },
        body: { service_id: tg.serviceId, country_id: tg.countryId },
      }),
    );
    expect(await balanceAndLedger(t.db, u.id)).toEqual(after);
    expect(await activationsOf(u.id)).toBe(1);

    for (const replay of [body, { service_id: wa.serviceId, country_id: wa.countryId }]) {
      const again = await post('/api/activation/buy', u.token, replay, 'reuse-act-0001');
      expect(again.status).toBe(200);
      expect(again.body.activation.id).toBe(first.body.activation.id);
    }
    expect(await balanceAndLedger(t.db, u.id)).toEqual(after);
  });

  it('a rental: another period or service is refused; an extension key reused for another period is refused', async () => {
    const u = await makeUser(t, 1_000_000);
    const tg = await offerOf(t.db, 'telegram', 'gb');
    const wa = await offerOf(t.db, 'whatsapp', 'gb');
    const body = { service_id: tg.serviceId, country_id: tg.countryId, period: 4 };
    const first = await post('/api/rent/buy', u.token, body, 'reuse-rent-0001');
    expect(first.status).toBe(201);
    const id = first.body.rent.id as number;
    refused(await post('/api/rent/buy', u.token, { ...body, period: 24 }, 'reuse-rent-0001'));
    refused(await post('/api/rent/buy', u.token, { ...body, service_id: wa.serviceId }, 'reuse-rent-0001'));
    expect(await rentalsOf(u.id)).toBe(1);
    const again = await post('/api/rent/buy', u.token, body, 'reuse-rent-0001');
    expect(again.status).toBe(200);
    expect(again.body.rent.id).toBe(id);

    const extended = await post(`/api/rent/${id}/extend`, u.token, { period: 4 }, 'reuse-ext-0001');
    expect(extended.status).toBe(201);
    const before = await balanceAndLedger(t.db, u.id);
    refused(await post(`/api/rent/${id}/extend`, u.token, { period: 24 }, 'reuse-ext-0001'));
    const replay = await post(`/api/rent/${id}/extend`, u.token, { period: 4 }, 'reuse-ext-0001');
    expect(replay.status).toBe(200);
    expect(replay.body.rent.expired_date).toBe(extended.body.rent.expired_date);
    expect(await balanceAndLedger(t.db, u.id)).toEqual(before);
    expect(await extensionsOf(id)).toBe(1);
  });

  // A key the service could not use was read as no key: the retry of a purchase whose answer was
  // lost then bought and charged a second time.
  it('an Idempotency-Key that is empty or over 200 characters is refused on every charging route, site and REST v1', async () => {
    const u = await makeUser(t, 1_000_000);
    const key = await apiKeyOf(t.db, u.id);
    const tg = await offerOf(t.db, 'telegram', 'gb');
    const rent = await post(
      '/api/rent/buy',
      u.token,
      { service_id: tg.serviceId, country_id: tg.countryId, period: 4 },
      'bad-key-rent-0001',
    );
    expect(rent.status).toBe(201);
    const id = rent.body.rent.id as number;
    const before = await balanceAndLedger(t.db, u.id);
    const routes = [
      ['/activation/buy', { service_id: tg.serviceId, country_id: tg.countryId }],
      ['/rent/buy', { service_id: tg.serviceId, country_id: tg.countryId, period: 4 }],
      [`/rent/${id}/extend`, { period: 4 }],
    ] as const;
    for (const [path, body] of routes)
      for (const [prefix, token] of [
        ['/api', u.token],
        ['/api/v1', key],
      ] as const)
        for (const bad of ['x'.repeat(201), '', '   ']) {
          const res = await post(`${prefix}${path}`, token, body, bad);
          expect([`${prefix}${path}`, bad.length, res.status, res.body.code]).toEqual([
            `${prefix}${path}`,
            bad.length,
            422,
            'VALIDATION_FAILED',
          ]);
          expect(Object.keys(res.body.errors as Record<string, string[]>)).toEqual(['Idempotency-Key']);
        }
    expect(await balanceAndLedger(t.db, u.id)).toEqual(before);
    expect(await activationsOf(u.id)).toBe(0);
    expect(await rentalsOf(u.id)).toBe(1);
    expect(await extensionsOf(id)).toBe(0);

    // 200 characters is a key like any other: the retry is the replay, charged once.
    const longest = 'k'.repeat(200);
    const first = await post('/api/v1/activation/buy', key, routes[0][1], longest);
    const retry = await post('/api/v1/activation/buy', key, routes[0][1], longest);
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body.activation.id).toBe(first.body.activation.id);
    expect(await activationsOf(u.id)).toBe(1);
  });

  it('the same key for two different extensions at once extends once and refuses the other', async () => {
    const u = await makeUser(t, 1_000_000);
    const tg = await offerOf(t.db, 'telegram', 'de');
    const rent = await post(
      '/api/rent/buy',
      u.token,
      { service_id: tg.serviceId, country_id: tg.countryId, period: 4 },
      'race-rent-0001',
    );
    expect(rent.status).toBe(201);
    const id = rent.body.rent.id as number;
    const answers = await Promise.all(
      [4, 24].map((period) => post(`/api/rent/${id}/extend`, u.token, { period }, 'race-ext-0001')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await extensionsOf(id)).toBe(1);
  });
});
