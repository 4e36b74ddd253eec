import fc from 'fast-check';
import { balanceAndLedger, createCommerceApp, makeUser, type CommerceTestApp } from '../upstream/helpers/commerce';
import { apiKeyOf } from '../upstream/helpers/handler-api';
import { testDatabases } from '../upstream/helpers/test-db';
import { hostileJson, hostileText, jsonText } from './hostile-values';

/**
 * Property-based fuzz of /stubs/handler_api.php, which the contract-driven fuzz suite cannot
 * cover (it answers the protocol's plain text, not the envelope): hostile values for every
 * parameter the actions read, by GET, form POST and JSON POST, with a valid key so the actions
 * really run. Every answer must be HTTP 200 with a non-empty body, never ERROR_SQL (an exception no refusal explains), and the money must still add up.
 * FUZZ_SEED=<n> replays a run.
 */
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 0x7fffffff);
const scale = Number(process.env.FUZZ_SCALE ?? 1);

const actionNames = [
  'getBalance',
  'getNumbersStatus',
  'getCountries',
  'getServicesList',
  'getOperators',
  'getPrices',
  'getTopCountriesByService',
  'getNumber',
  'getNumberV2',
  'getStatus',
  'getStatusV2',
  'setStatus',
  'getActiveActivations',
  'getHistory',
  'getRentServicesAndCountries',
  'getRentNumber',
  'getRentStatus',
  'setRentStatus',
  'getRentList',
  'continueRentNumber',
];
const paramNames = [
  'service',
  'country',
  'operator',
  'maxPrice',
  'phoneException',
  'orderId',
  'id',
  'status',
  'start',
  'end',
  'offset',
  'limit',
  'rent_time',
  'url',
  'page',
  'size',
  '__proto__',
  'constructor',
];
/** Plausible values too, so purchases and transitions really happen among the hostile ones. */
const plausible = fc.constantFrom(
  'wa',
  'tg',
  'go',
  '0',
  '16',
  '187',
  '1',
  '3',
  '6',
  '8',
  '4',
  '24',
  '0.5',
  '999',
  'any',
  'https://x.test/h',
);

describe.each(testDatabases())('handler API under hostile input on $name', (database) => {
  let t: CommerceTestApp;
  let key: string;
  let userId: number;
  beforeAll(async () => {
    t = await createCommerceApp(database);
    const u = await makeUser(t, 10_000_000);
    userId = u.id;
    key = await apiKeyOf(t.db, u.id);
  }, 120_000);
  afterAll(() => t.close());

  it(`answers every request within the protocol (FUZZ_SEED=${seed})`, async () => {
    const request = fc.record({
      action: fc.oneof(fc.constantFrom(...actionNames), hostileText),
      params: fc.dictionary(fc.constantFrom(...paramNames), fc.oneof(plausible, hostileText), { maxKeys: 6 }),
      jsonParams: fc.dictionary(fc.constantFrom(...paramNames), fc.oneof(plausible, hostileJson), { maxKeys: 6 }),
      transport: fc.constantFrom('get', 'form', 'json', 'raw'),
      raw: hostileText,
      badKey: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const apiKey = r.badKey ? 'cp_not_a_key' : key;
        // One request's worth of the key's budget (a fixed window a minute), so every request reaches its action.
        t.clock.advance(60_000 / t.ctx.config.apiKeyRateLimit.max);
        let res;
        if (r.transport === 'get') {
          const query = new URLSearchParams({ ...r.params, action: r.action, api_key: apiKey });
          res = await t.app.inject({ method: 'GET', url: `/stubs/handler_api.php?${query.toString()}` });
        } else if (r.transport === 'form') {
          res = await t.app.inject({
            method: 'POST',
            url: '/stubs/handler_api.php',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ ...r.params, action: r.action, api_key: apiKey }).toString(),
          });
        } else if (r.transport === 'raw') {
          // Whatever a broken client sends as a JSON body.
          res = await t.app.inject({
            method: 'POST',
            url: `/stubs/handler_api.php?api_key=${apiKey}`,
            headers: { 'content-type': 'application/json' },
            payload: r.raw,
          });
        } else {
          res = await t.app.inject({
            method: 'POST',
            url: '/stubs/handler_api.php',
            headers: { 'content-type': 'application/json' },
            payload: jsonText({ ...r.jsonParams, action: r.action, api_key: apiKey }),
          });
        }
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toMatch(/ERROR_SQL/);
        expect(res.body.length).toBeGreaterThan(0);
      }),
      { seed, numRuns: Math.round(600 * scale) },
    );
    const money = await balanceAndLedger(t.db, userId);
    expect(money.balance).toBe(money.ledger);
    expect(money.balance).toBeGreaterThanOrEqual(0);
    // The app still answers normally afterwards.
    const after = await t.app.inject({ method: 'GET', url: `/stubs/handler_api.php?action=getBalance&api_key=${key}` });
    expect(after.body).toBe(`ACCESS_BALANCE:${(money.balance / 100).toFixed(2)}`);
  }, 600_000);
});
