import { balanceAndLedger, createCommerceApp, makeUser, type CommerceTestApp } from './helpers/commerce';
import { apiKeyOf, handler, handlerJson } from './helpers/handler-api';
import { call } from './helpers/http';
import { testConfig, testDatabases } from './helpers/test-db';

/**
 * One request budget per API key (issue 18 item 5): the handler API spends the same fixed window
 * in the database as REST v1 (accounts/api-caller.ts), so a bot cannot double its allowance by
 * using both, and several upstream processes share it. The handler answers its own token with
 * HTTP 200; REST answers 429 with Retry-After.
 */
const PER_MINUTE = 5;

describe.each(testDatabases())('handler API rate limit on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database, testConfig({ API_KEY_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) }));
  }, 120_000);
  afterAll(() => t.close());

  const userWithKey = async () => {
    const u = await makeUser(t, 100_000);
    return { ...u, key: await apiKeyOf(t.db, u.id) };
  };

  it('answers ERROR_TOO_MANY_REQUESTS with HTTP 200 and Retry-After past the budget, in both dialects', async () => {
    const u = await userWithKey();
    const other = await userWithKey();
    for (let i = 0; i < PER_MINUTE; i += 1)
      expect((await handler(t.app, { action: 'getBalance', api_key: u.key })).text).toMatch(/^ACCESS_BALANCE:/);
    t.clock.advance(20_000);
    const limited = await t.app.inject({
      method: 'GET',
      url: `/stubs/handler_api.php?action=getBalance&api_key=${u.key}`,
    });
    expect(limited.statusCode).toBe(200);
    expect(limited.body).toBe('ERROR_TOO_MANY_REQUESTS');
    expect(limited.headers['retry-after']).toBe('40');
    expect(await handlerJson(t.app, { action: 'getRentList', api_key: u.key })).toEqual({
      status: 'error',
      message: 'ERROR_TOO_MANY_REQUESTS',
    });
    // Another key is not slowed by this one.
    expect((await handler(t.app, { action: 'getBalance', api_key: other.key })).text).toMatch(/^ACCESS_BALANCE:/);
    t.clock.advance(40_000);
    expect((await handler(t.app, { action: 'getBalance', api_key: u.key })).text).toMatch(/^ACCESS_BALANCE:/);
  });

  it('shares one budget with REST v1: spent on one API, refused on the other, both ways', async () => {
    const a = await userWithKey();
    for (let i = 0; i < PER_MINUTE; i += 1)
      expect((await handler(t.app, { action: 'getBalance', api_key: a.key })).text).toMatch(/^ACCESS_BALANCE:/);
    const rest = await call(t.app, 'GET', '/api/v1/user', { token: a.key });
    expect(rest.status).toBe(429);
    expect(rest.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(rest.headers['retry-after']).toBe('60');

    const b = await userWithKey();
    for (let i = 0; i < PER_MINUTE; i += 1)
      expect((await call(t.app, 'GET', '/api/v1/user', { token: b.key })).status).toBe(200);
    expect((await handler(t.app, { action: 'getBalance', api_key: b.key })).text).toBe('ERROR_TOO_MANY_REQUESTS');
    t.clock.advance(60_000);
  });

  it('does nothing for a limited purchase: no number, no charge', async () => {
    const u = await userWithKey();
    for (let i = 0; i < PER_MINUTE; i += 1) await handler(t.app, { action: 'getBalance', api_key: u.key });
    expect((await handler(t.app, { action: 'getNumber', api_key: u.key, service: 'wa', country: 187 })).text).toBe(
      'ERROR_TOO_MANY_REQUESTS',
    );
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000, ledger: 100_000 });
    expect(await t.db.selectFrom('activations').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
    t.clock.advance(60_000);
  });

  it('does not count requests with a wrong key against anyone', async () => {
    const u = await userWithKey();
    for (let i = 0; i < PER_MINUTE + 5; i += 1)
      expect((await handler(t.app, { action: 'getBalance', api_key: `${u.key}x` })).text).toBe('BAD_KEY');
    expect((await handler(t.app, { action: 'getBalance', api_key: u.key })).text).toMatch(/^ACCESS_BALANCE:/);
  });
});
