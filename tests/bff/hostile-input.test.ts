import { startRealStack, type RealStack } from './real-upstream';

/**
 * The same hostile input through the BFF in front of the real upstream: the BFF validates
 * with the contract's schemas, so it refuses the request itself (422 with the field) instead
 * of forwarding it to an upstream query that fails with a 500.
 */
let stack: RealStack;
beforeAll(async () => {
  stack = await startRealStack();
  await stack.signIn(stack.browser, await stack.makeUser(10_000));
}, 120_000);
afterAll(() => stack.stop());

async function expectFieldError(url: string, field: string) {
  const answer = await stack.browser.call('GET', url);
  expect({ status: answer.status, code: answer.body?.code, bodyStatus: answer.body?.status }).toEqual({
    status: 422,
    code: 'VALIDATION_FAILED',
    bodyStatus: false,
  });
  expect(answer.body.errors[field]).toEqual([expect.any(String)]);
}

describe.each(['/api/payments-history', '/api/user/statistic'])('impossible dates on %s', (path) => {
  it.each([
    ['from=2024-13-45', 'from'],
    ['to=0000-00-00', 'to'],
    ['from=2024-02-30&to=2024-03-05', 'from'],
  ])('%s is a 422 on %s', async (query, field) => {
    await expectFieldError(`${path}?${query}`, field);
  });

  it('still answers a real range from the upstream', async () => {
    const answer = await stack.browser.call('GET', `${path}?from=2024-02-29&to=2024-03-01`);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(true);
  });
});

describe.each(['/api/user/active-numbers', '/api/user/active-rent-numbers'])('ids past int4 on %s', (path) => {
  it.each([
    ['services_ids', '2147483648'],
    ['countries_ids', '1,99999999999999999999'],
  ])('%s=%s is a 422 on the field', async (field, value) => {
    await expectFieldError(`${path}?${field}=${value}`, field);
  });

  it('still lists with the largest int4 id', async () => {
    const answer = await stack.browser.call('GET', `${path}?services_ids[]=1&services_ids[]=2147483647`);
    expect(answer.status).toBe(200);
    expect(answer.body.numbers.meta.total).toBe(0);
  });
});

// Found by tests/fuzz: the BFF forwards a social callback's unknown query keys (a loose
// schema), and the upstream's field errors threw on the key `constructor` (a 500 relayed).
it.each(['constructor', 'toString'])('relays the 422 for a NUL under the query key %s', async (key) => {
  // The callback needs the state this browser was sent off with (src/bff/auth/social-state.ts).
  const redirect = await stack.browser.call('GET', '/api/auth/github/redirect?mode=link');
  expect(redirect.status).toBe(200);
  const state = new URL(redirect.body.url as string).searchParams.get('state') ?? '';
  await expectFieldError(`/api/auth/github/link-callback?code=abc&state=${state}&${key}=a%00b`, key);
});
