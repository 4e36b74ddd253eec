import { createCommerceApp, makeUser, type CommerceTestApp, type TestUser } from './helpers/commerce';
import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { nulFieldErrors } from '../../upstream/server/text-guard';

/**
 * Hostile input that passed the contract's checks and then failed the database query: each
 * was a 500. Now the shared schemas refuse it with a 422 naming the field.
 */
describe.each(testDatabases())('hostile input on $name', (database) => {
  let t: CommerceTestApp;
  let u: TestUser;
  beforeAll(async () => {
    t = await createCommerceApp(database);
    u = await makeUser(t, 10_000);
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string) => call(t.app, 'GET', url, { token: u.token });

  async function expectFieldError(url: string, field: string) {
    const res = await get(url);
    expect({ status: res.status, code: res.body.code, bodyStatus: res.body.status }).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      bodyStatus: false,
    });
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.errors[field]).toEqual([expect.any(String)]);
  }

  describe.each(['/api/payments-history', '/api/user/statistic'])('impossible dates on %s', (path) => {
    it.each([
      ['from=2024-13-45', 'from'],
      ['to=0000-00-00', 'to'],
      ['from=2024-02-30&to=2024-03-05', 'from'],
      ['from=2023-02-20&to=2023-02-29', 'to'],
    ])('%s is a 422 on %s', async (query, field) => {
      await expectFieldError(`${path}?${query}`, field);
    });

    it.each(['from=2024-02-29&to=2024-03-01', 'from=1970-01-01&to=1970-12-31', 'from=9999-01-01&to=9999-12-30'])(
      'still answers a real range: %s',
      async (query) => {
        expect((await get(`${path}?${query}`)).status).toBe(200);
      },
    );
  });

  describe.each(['/api/user/active-numbers', '/api/user/active-rent-numbers'])('ids past int4 on %s', (path) => {
    it.each([
      ['services_ids', '2147483648'],
      ['countries_ids', '1,99999999999999999999'],
      ['services_ids', '9223372036854775808'],
    ])('%s=%s is a 422 on the field', async (field, value) => {
      await expectFieldError(`${path}?${field}=${value}`, field);
    });

    it('still accepts the largest int4 id', async () => {
      const res = await get(`${path}?services_ids=1,2147483647&countries_ids=2147483647`);
      expect(res.status).toBe(200);
      expect(res.body.numbers.meta.total).toBe(0);
    });
  });

  // Found by tests/fuzz: a loose query keeps unknown keys, and the field errors were a plain
  // object, so `errors['constructor'] ??= []` met Object.prototype's function and threw.
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty'])(
    'a NUL under the query key %s is a 422 on that key',
    async (key) => {
      await expectFieldError(`/api/auth/github/link-callback?code=abc&${key}=a%00b`, key);
    },
  );
});

describe('NUL guard', () => {
  it('names a `__proto__` field as its own key instead of replacing the prototype', () => {
    const parsed: unknown = JSON.parse('{"__proto__":"a\\u0000b","ok":"fine"}');
    const errors = nulFieldErrors(parsed, 'body');
    expect(Object.keys(errors)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });
});
