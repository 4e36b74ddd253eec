import { balanceAndLedger, createCommerceApp, makeUser, type CommerceTestApp } from './helpers/commerce';
import { apiKeyOf, handler, handlerJson } from './helpers/handler-api';
import { testDatabases } from './helpers/test-db';
import { BURST, createKeyLimiter, RATE_PER_SECOND } from '../../upstream/developer/handler-api/rate-limit';

/** The handler API's per-key token bucket: BURST at once, RATE_PER_SECOND after, per key. */
describe('key limiter', () => {
  const at = (ms: number) => new Date(1_700_000_000_000 + ms);

  it('allows a burst, then one request per 1/RATE_PER_SECOND s, each key on its own', () => {
    const limiter = createKeyLimiter();
    for (let i = 0; i < BURST; i += 1) expect(limiter.take('a', at(0))).toBe(0);
    expect(limiter.take('a', at(0))).toBe(1);
    expect(limiter.take('b', at(0))).toBe(0);
    const step = 1000 / RATE_PER_SECOND;
    expect(limiter.take('a', at(step))).toBe(0);
    expect(limiter.take('a', at(step))).toBe(1);
    // A full second refills RATE_PER_SECOND requests, never more than the burst.
    const later = step + 1000;
    for (let i = 0; i < RATE_PER_SECOND; i += 1) expect(limiter.take('a', at(later))).toBe(0);
    expect(limiter.take('a', at(later))).toBe(1);
    const idle = later + 3_600_000;
    for (let i = 0; i < BURST; i += 1) expect(limiter.take('a', at(idle))).toBe(0);
    expect(limiter.take('a', at(idle))).toBe(1);
  });

  it('gains nothing from a clock that steps back', () => {
    const limiter = createKeyLimiter();
    for (let i = 0; i < BURST; i += 1) limiter.take('a', at(10_000));
    expect(limiter.take('a', at(0))).toBe(1);
    expect(limiter.take('a', at(10_000))).toBe(1);
  });
});

describe.each(testDatabases())('handler API rate limit on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const userWithKey = async () => {
    const u = await makeUser(t, 100_000);
    return { ...u, key: await apiKeyOf(t.db, u.id) };
  };

  it('answers ERROR_TOO_MANY_REQUESTS with HTTP 200 and Retry-After past the burst, in both dialects', async () => {
    const u = await userWithKey();
    const other = await userWithKey();
    for (let i = 0; i < BURST; i += 1)
      expect((await handler(t.app, { action: 'getBalance', api_key: u.key })).text).toMatch(/^ACCESS_BALANCE:/);
    const limited = await t.app.inject({
      method: 'GET',
      url: `/stubs/handler_api.php?action=getBalance&api_key=${u.key}`,
    });
    expect(limited.statusCode).toBe(200);
    expect(limited.body).toBe('ERROR_TOO_MANY_REQUESTS');
    expect(limited.headers['retry-after']).toBe('1');
    expect(await handlerJson(t.app, { action: 'getRentList', api_key: u.key })).toEqual({
      status: 'error',
      message: 'ERROR_TOO_MANY_REQUESTS',
    });
    // Another key is not slowed by this one.
    expect((await handler(t.app, { action: 'getBalance', api_key: other.key })).text).toMatch(/^ACCESS_BALANCE:/);
    t.clock.advance(1000);
    expect((await handler(t.app, { action: 'getBalance', api_key: u.key })).text).toMatch(/^ACCESS_BALANCE:/);
  });

  it('does nothing for a limited purchase: no number, no charge', async () => {
    const u = await userWithKey();
    for (let i = 0; i < BURST; i += 1) await handler(t.app, { action: 'getBalance', api_key: u.key });
    expect((await handler(t.app, { action: 'getNumber', api_key: u.key, service: 'wa', country: 187 })).text).toBe(
      'ERROR_TOO_MANY_REQUESTS',
    );
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000, ledger: 100_000 });
    expect(await t.db.selectFrom('activations').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
  });

  it('does not count requests with a wrong key against anyone', async () => {
    const u = await userWithKey();
    for (let i = 0; i < BURST + 5; i += 1)
      expect((await handler(t.app, { action: 'getBalance', api_key: `${u.key}x` })).text).toBe('BAD_KEY');
    expect((await handler(t.app, { action: 'getBalance', api_key: u.key })).text).toMatch(/^ACCESS_BALANCE:/);
  });
});
