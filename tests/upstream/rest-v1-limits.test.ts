import { keyCounter } from '../../upstream/developer/rest-v1/key-rate-limit';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { testConfig, testDatabases } from './helpers/test-db';
import { call } from './helpers/http';
import { handler, apiKeyOf } from './helpers/handler-api';

/**
 * Issue 18 item 5: a per-key request limit on the REST API (429 RATE_LIMITED with
 * Retry-After) and a cap on open activations that the activation service enforces for every
 * surface (409 ACTIVATION_LIMIT, nothing charged).
 */
const PER_MINUTE = 4;
const MAX_OPEN = 2;

/** A working key of the user's (issued once per user: keys are stored as hashes). */
const keyOf = (t: CommerceTestApp, userId: number): Promise<string> => apiKeyOf(t.db, userId);

describe.each(testDatabases())('REST API v1 limits on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(
      database,
      testConfig({ API_KEY_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), MAX_OPEN_ACTIVATIONS: String(MAX_OPEN) }),
    );
  }, 120_000);
  afterAll(() => t.close());

  it('allows the documented number of requests a minute per key, then 429 with Retry-After', async () => {
    const u = await makeUser(t, 1_000);
    const key = await keyOf(t, u.id);
    const remaining: unknown[] = [];
    for (let i = 0; i < PER_MINUTE; i += 1) {
      const res = await call(t.app, 'GET', '/api/v1/user', { token: key });
      expect(res.status).toBe(200);
      remaining.push(res.headers['ratelimit-remaining']);
    }
    expect(remaining).toEqual(['3', '2', '1', '0']);

    t.clock.advance(15_000);
    const refused = await call(t.app, 'GET', '/api/v1/user', { token: key });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBe('45');
    // Every v1 answer says the limits, the refusal too (docs/developer-api-rest.md).
    expect(refused.headers).toMatchObject({
      'ratelimit-limit': String(PER_MINUTE),
      'ratelimit-remaining': '0',
      'ratelimit-reset': '45',
    });

    // Another key has its own window; the owner's web session is not counted here.
    const other = await makeUser(t);
    expect((await call(t.app, 'GET', '/api/v1/user', { token: await keyOf(t, other.id) })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { token: u.token })).status).toBe(200);

    t.clock.advance(45_000);
    const next = await call(t.app, 'GET', '/api/v1/user', { token: key });
    expect(next.status).toBe(200);
    expect(next.headers['ratelimit-remaining']).toBe(String(PER_MINUTE - 1));
  });

  it('stores only a hash of the key in the counter', async () => {
    const u = await makeUser(t);
    const key = await keyOf(t, u.id);
    await call(t.app, 'GET', '/api/v1/user', { token: key });
    const rows = await t.db.selectFrom('auth_failures').select('key').execute();
    expect(rows.map((r) => r.key)).toContain(keyCounter(key));
    expect(rows.some((r) => r.key.includes(key))).toBe(false);
  });

  it('caps open activations on every surface with 409 ACTIVATION_LIMIT, charging nothing', async () => {
    const u = await makeUser(t, 50_000);
    const key = await keyOf(t, u.id);
    const offer = await offerOf(t.db, 'whatsapp', 'us');
    const body = { service_id: offer.serviceId, country_id: offer.countryId };
    const ids: number[] = [];
    for (let i = 0; i < MAX_OPEN; i += 1) {
      const bought = await call(t.app, 'POST', '/api/v1/activation/buy', { token: key, body });
      expect(bought.status).toBe(201);
      ids.push(bought.body.activation.id as number);
    }
    const before = await balanceAndLedger(t.db, u.id);
    const overKey = await call(t.app, 'POST', '/api/v1/activation/buy', { token: key, body });
    expect(overKey.status).toBe(409);
    expect(overKey.body).toMatchObject({ status: false, code: 'ACTIVATION_LIMIT' });
    const overSite = await call(t.app, 'POST', '/api/activation/buy', { token: u.token, body });
    expect(overSite.status).toBe(409);
    expect(overSite.body.code).toBe('ACTIVATION_LIMIT');
    // The sms-activate dialect names it too, with HTTP 200 as bots expect.
    const overHandler = await handler(t.app, { api_key: key, action: 'getNumber', service: 'wa', country: 187 });
    expect(overHandler).toMatchObject({ status: 200, text: 'ACTIVATION_LIMIT' });
    expect(await balanceAndLedger(t.db, u.id)).toEqual(before);

    // A cancelled one frees its place.
    t.clock.advance(3 * 60_000);
    expect((await call(t.app, 'POST', `/api/activation/${ids[0]}/cancel`, { token: u.token })).status).toBe(200);
    const again = await call(t.app, 'POST', '/api/activation/buy', { token: u.token, body });
    expect(again.status).toBe(201);
  });

  it('counts only activations that are still open: expired ones free their place', async () => {
    const u = await makeUser(t, 50_000);
    const offer = await offerOf(t.db, 'telegram', 'us');
    const body = { service_id: offer.serviceId, country_id: offer.countryId };
    for (let i = 0; i < MAX_OPEN; i += 1)
      expect((await call(t.app, 'POST', '/api/activation/buy', { token: u.token, body })).status).toBe(201);
    expect((await call(t.app, 'POST', '/api/activation/buy', { token: u.token, body })).body.code).toBe(
      'ACTIVATION_LIMIT',
    );
    t.clock.advance(21 * 60_000); // past the 20-minute lifetime, before the sweeper ran
    expect((await call(t.app, 'POST', '/api/activation/buy', { token: u.token, body })).status).toBe(201);
  });

  it('lets concurrent purchases past the cap not at all', async () => {
    const u = await makeUser(t, 50_000);
    const offer = await offerOf(t.db, 'whatsapp', 'us');
    const body = { service_id: offer.serviceId, country_id: offer.countryId };
    const answers = await Promise.all(
      Array.from({ length: MAX_OPEN + 3 }, () => call(t.app, 'POST', '/api/activation/buy', { token: u.token, body })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_OPEN);
    expect(answers.filter((a) => a.body.code === 'ACTIVATION_LIMIT')).toHaveLength(3);
    const open = await t.db
      .selectFrom('activations')
      .select('id')
      .where('user_id', '=', u.id)
      .where('status', '=', 'waiting')
      .execute();
    expect(open).toHaveLength(MAX_OPEN);
  });
});
