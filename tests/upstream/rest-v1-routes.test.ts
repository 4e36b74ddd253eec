import { allRoutes } from '@contracts/all-routes';
import { restV1Path } from '@contracts/developer';
import { fastifyPath } from '../../upstream/server/register-route';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { testDatabases } from './helpers/test-db';
import { call } from './helpers/http';
import { apiKeyOf } from './helpers/handler-api';

/**
 * Issue 18 item 2: the REST API v1 serves every `apiKey` contract route again under /api/v1,
 * with the API key (and only the key) as the bearer, the same handlers, envelope and codes.
 */
/** A working key of the user's (issued once per user: keys are stored as hashes). */
const keyOf = (t: CommerceTestApp, userId: number): Promise<string> => apiKeyOf(t.db, userId);

describe.each(testDatabases())('REST API v1 on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it('serves every apiKey contract route under /api/v1, and no other', () => {
    const twins = allRoutes.filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/v1/'));
    expect(twins.filter((r) => r.apiKey).length).toBeGreaterThan(20);
    for (const route of twins) {
      const served = t.app.hasRoute({ method: route.method, url: fastifyPath(restV1Path(route.path)) });
      expect([route.id, served]).toEqual([route.id, route.apiKey === true]);
    }
  });

  it('buys, replays with the Idempotency-Key, cancels and refunds with the key', async () => {
    const u = await makeUser(t, 10_000);
    const key = await keyOf(t, u.id);
    const offer = await offerOf(t.db, 'whatsapp', 'us');
    const me = await call(t.app, 'GET', '/api/v1/user', { token: key });
    expect(me.status).toBe(200);
    expect(me.body.user.balance).toBe(10_000);

    const body = { service_id: offer.serviceId, country_id: offer.countryId };
    const headers = { 'idempotency-key': 'bot-order-0001' };
    const bought = await call(t.app, 'POST', '/api/v1/activation/buy', { token: key, body, headers });
    expect(bought.status).toBe(201);
    const again = await call(t.app, 'POST', '/api/v1/activation/buy', { token: key, body, headers });
    expect(again.status).toBe(200);
    expect(again.body.activation.id).toBe(bought.body.activation.id);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 10_000 - offer.price, ledger: 10_000 - offer.price });

    const id = bought.body.activation.id as number;
    const locked = await call(t.app, 'POST', `/api/v1/activation/${id}/cancel`, { token: key });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ status: false, code: 'CANCEL_LOCKED' });
    t.clock.advance(3 * 60_000);
    const cancelled = await call(t.app, 'POST', `/api/v1/activation/${id}/cancel`, { token: key });
    expect(cancelled.status).toBe(200);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 10_000, ledger: 10_000 });
    const active = await call(t.app, 'GET', '/api/v1/user/active-numbers', { token: key });
    expect(active.body.numbers.data).toHaveLength(0);
  });

  it('refuses session tokens, unknown keys and missing keys with 401 UNAUTHENTICATED', async () => {
    const u = await makeUser(t, 1_000);
    for (const token of [u.token, 'cp_not-a-key', undefined]) {
      const res = await call(t.app, 'GET', '/api/v1/user', { token });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: false, code: 'UNAUTHENTICATED' });
    }
    // The same session still opens the site's own route.
    expect((await call(t.app, 'GET', '/api/user', { token: u.token })).status).toBe(200);
  });

  it('needs the key on public catalogue routes too, so every call counts against a key', async () => {
    const u = await makeUser(t);
    expect((await call(t.app, 'GET', '/api/v1/docs/services')).status).toBe(401);
    const listed = await call(t.app, 'GET', '/api/v1/docs/services', { token: await keyOf(t, u.id) });
    expect(listed.status).toBe(200);
    expect(listed.body.data.length).toBeGreaterThan(0);
  });

  it('answers bad input with 422 VALIDATION_FAILED per field and changes nothing', async () => {
    const u = await makeUser(t, 5_000);
    const key = await keyOf(t, u.id);
    const res = await call(t.app, 'POST', '/api/v1/activation/buy', { token: key, body: { service_id: 'wa' } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['service_id', 'country_id']));
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 5_000, ledger: 5_000 });
  });

  it('keeps account management out of v1: 404 NOT_FOUND, the key unchanged', async () => {
    const u = await makeUser(t);
    const key = await keyOf(t, u.id);
    for (const [method, url] of [
      ['POST', '/api/v1/user/api-key'],
      ['GET', '/api/v1/user/sessions'],
      ['PUT', '/api/v1/user/password'],
    ] as const) {
      const res = await call(t.app, method, url, { token: key, body: method === 'GET' ? undefined : {} });
      expect([url, res.status, res.body.code]).toEqual([url, 404, 'NOT_FOUND']);
    }
    expect(await keyOf(t, u.id)).toBe(key);
  });

  it("never reaches another user's activation", async () => {
    const owner = await makeUser(t, 10_000);
    const other = await makeUser(t, 10_000);
    const offer = await offerOf(t.db, 'whatsapp', 'us');
    const bought = await call(t.app, 'POST', '/api/v1/activation/buy', {
      token: await keyOf(t, owner.id),
      body: { service_id: offer.serviceId, country_id: offer.countryId },
    });
    expect(bought.status).toBe(201);
    t.clock.advance(3 * 60_000);
    const res = await call(t.app, 'POST', `/api/v1/activation/${bought.body.activation.id}/cancel`, {
      token: await keyOf(t, other.id),
    });
    expect(res.status).toBe(404);
    expect(await balanceAndLedger(t.db, owner.id)).toEqual({
      balance: 10_000 - offer.price,
      ledger: 10_000 - offer.price,
    });
  });
});
