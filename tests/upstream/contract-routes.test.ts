import { allRoutes } from '@contracts/all-routes';
import { errorBody } from '@contracts/errors';
import type { RouteContract } from '@contracts/route';
import { fastifyPath } from '../../upstream/server/register-route';
import { createTestApp, testDatabases } from './helpers/test-db';
import { captureLog } from './helpers/log-lines';
import { createCommerceApp, makeUser, type CommerceTestApp } from './helpers/commerce';

/**
 * Issue 3 §1–2 across the whole contract rather than route by route: every contract route is
 * served by the reference upstream, and hostile input to any of them — wrong types, huge
 * values, arrays where scalars belong, broken JSON — gets a 4xx JSON error envelope, never
 * a 500 (which is also what a handler whose reply drifted from its contract would produce,
 * since responses are checked outside production).
 */

const hostileParams = [
  'abc',
  '-1',
  '0',
  '99999999999999999999',
  'x'.repeat(300),
  '%27%20or%201%3D1--',
  '%E0%A4%A',
  'a%00b',
];

const hostileQueries = [
  '',
  '?page=-1&per_page=abc&sort=zzz&search=%00&service_id=x&country_id=1.5&operator_id=-3&period=0&from=not-a-date&to=2026-13-45',
  `?search=${'y'.repeat(3000)}&page=999999999999&per_page=0&date=forever&category=../../etc&locale=xx`,
  '?page[]=1&page[]=2&service_id=1&service_id=2&is_favorite=maybe&services_ids=a,b,c&utm-data=%7B',
  // NUL reaches PostgreSQL text as an error unless the server refuses it first.
  `?search=a%00b&category=a%00&utm-data=${encodeURIComponent(JSON.stringify({ utm_campaign: 'login\u0000' }))}`,
];

/** Bodies sent as raw text, so malformed JSON is possible. */
const hostileBodies: (string | undefined)[] = [
  undefined,
  '{',
  '[]',
  '"just a string"',
  'null',
  JSON.stringify({
    email: ['a'],
    password: { $gt: '' },
    amount: -1e308,
    id: 'NaN',
    type: 'operator',
    period: 1.5,
    code: 123456,
    message: '',
    subject: null,
  }),
  JSON.stringify({
    service_id: Number.MAX_SAFE_INTEGER + 2,
    country_id: 1e21,
    operator_id: true,
    idempotency_key: 'k'.repeat(500),
    system: {},
    text: 'z'.repeat(5000),
  }),
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"polluted":1}}}',
  JSON.stringify({
    email: 'nul\u0000@example.test',
    password: 'p\u0000assword-1',
    password_confirmation: 'p\u0000assword-1',
    subject: 'Hello\u0000',
    message: 'x\u0000',
    name: '\u0000',
    search: '\u0000',
  }),
];

function fillPath(route: RouteContract, value: string): string {
  return route.path.replace(/\{\w+\}/g, value);
}

describe.each(testDatabases())('every contract route on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it('is served by the upstream under its contract path and method', () => {
    const missing = allRoutes.filter((r) => !t.app.hasRoute({ method: r.method, url: fastifyPath(r.path) }));
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it.each(allRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers hostile input with 4xx JSON, never 5xx',
    async (_name, route) => {
      // A fresh user per route: logout, session revocation or key rotation must not starve the next route.
      const user = await makeUser(t, 10_000);
      const failures: string[] = [];
      const paths = route.path.includes('{') ? hostileParams.map((v) => fillPath(route, v)) : [route.path];
      for (const [i, path] of paths.entries()) {
        for (const [j, query] of hostileQueries.entries()) {
          const bodies = route.method === 'GET' ? [undefined] : hostileBodies;
          for (const [k, body] of bodies.entries()) {
            // Alternate signed-in and guest calls so both auth branches see every shape.
            const authorised = (i + j + k) % 2 === 0;
            const res = await t.app.inject({
              method: route.method,
              url: `${path}${query}`,
              headers: {
                accept: 'application/json',
                locale: 'xx-YY',
                'utm-data': '{not json',
                'referral-id': 'abc',
                // Over 200 characters a charging route refuses the key (422) before its handler
                // runs; every other body goes with the longest key it takes, to reach the handler.
                'idempotency-key': 'k'.repeat(k % 2 === 0 ? 400 : 200),
                ...(authorised ? { authorization: `Bearer ${user.token}` } : {}),
                ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              ...(body !== undefined ? { payload: body } : {}),
            });
            const label = `${route.method} ${path.slice(0, 60)}${query.slice(0, 40)} body#${k} ${authorised ? 'user' : 'guest'} → ${res.statusCode}`;
            if (res.statusCode >= 500) {
              failures.push(`${label} ${res.body.slice(0, 200)}`);
              continue;
            }
            if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
              failures.push(`${label}: not JSON (${String(res.headers['content-type'])})`);
              continue;
            }
            const json: unknown = JSON.parse(res.body);
            if (res.statusCode >= 400 && !errorBody.safeParse(json).success)
              failures.push(`${label}: not an error envelope ${res.body.slice(0, 200)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    60_000,
  );

  it('turns a bad field into 422 with Laravel-style field errors naming it', async () => {
    const user = await makeUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activation/buy',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ service_id: 'whatsapp', country_id: 1 }),
    });
    expect(res.statusCode).toBe(422);
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({
      status: false,
      code: 'VALIDATION_FAILED',
      errors: { service_id: [expect.any(String)] },
    });
    expect(body.message).toBe(body.errors.service_id[0]);
  });

  it('drops marketing parameters the database could not store instead of failing on them', async () => {
    const nul = encodeURIComponent(JSON.stringify({ utm_campaign: 'login\u0000' }));
    const action = await t.app.inject({ method: 'GET', url: `/api/marketing-action?utm-data=${nul}` });
    expect(action.statusCode).toBe(200);
    expect(JSON.parse(action.body)).toEqual({ status: true, action: null });

    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: {
        'content-type': 'application/json',
        'utm-data': JSON.stringify({ utm_source: 'bad\u0000', utm_medium: 'mail' }),
      },
      payload: JSON.stringify({
        email: 'utm-nul@example.test',
        password: 'pass-word-9',
        password_confirmation: 'pass-word-9',
      }),
    });
    expect(register.statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('users')
      .select('utm_data')
      .where('email', '=', 'utm-nul@example.test')
      .executeTakeFirstOrThrow();
    expect(stored.utm_data).toEqual({ utm_medium: 'mail' });
  });
});

describe('request logging', () => {
  it('writes one pino line per request with method, url, status and time, and never the bearer token', async () => {
    const { lines, log } = captureLog();
    const t = await createTestApp(testDatabases()[0]!, { log });
    try {
      const secret = 'very-secret-bearer-token-value';
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user?probe=1',
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(res.statusCode).toBe(401);
      const completed = lines.find((l) => l.msg === 'request completed');
      expect(completed).toMatchObject({
        level: 30,
        requestId: expect.any(String),
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      });
      const incoming = lines.find((l) => l.msg === 'incoming request' && l.requestId === completed!.requestId);
      expect(incoming).toMatchObject({ req: { method: 'GET', url: '/api/user?probe=1' } });
      expect(JSON.stringify(lines)).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});
