import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allRoutes } from '@contracts/all-routes';
import { startHarness, upstreamSession, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());
beforeEach(() => h.upstream.reset());

// Encoded traversal and friends: none may reach any upstream path.
const traversal = [
  '/api/..%2Fhealth',
  '/api/..%2f..%2fhealth',
  '/api/%2E%2E/health',
  '/api/%2e%2e%2fhealth',
  '/api/..%5Chealth',
  '/api/%5C..%5Chealth',
  '/api/activation/..%2F..%2Fdev%2Foutbox/cancel',
  '/api/activation/%2E%2E/cancel',
  '/api/activation/1%2F..%2F2/cancel',
  '/api/activation/%252E%252E%252F/cancel',
  '/api/activation/%25252e/cancel',
  '/api/user/sessions/..%2F..%2Fdev%2Foutbox',
  '/api/user/sessions/%2e',
  '/api/user/sessions/.',
  '/api/user/sessions/%00',
  '/api/user/sessions/1%0d%0aX-Injected:%201',
  '/api/rent/%5C%5Cevil/extend-price',
  '/api/activation/remove-from-favorite/service/..%252F1',
  '/api//user',
  '/api/user/',
  '/api/dev/outbox',
  '/api/sms/intake',
  '/api/payments/webhook',
  '/api/user/sessions/1/..',
  '/api/auth/..%2F..%2Fdev/callback',
  '/api/auth/google%2F..%2F..%2Fdev/callback',
  '/health',
  '/api/%C0%AE%C0%AE/health',
  '/api/activation/1;..;/cancel',
  '/api/activation/%u002e%u002e/cancel',
];

describe('the allow-list', () => {
  it('covers every `xxxRoutes` array exported by the contract files', () => {
    const dir = path.join(process.cwd(), 'src/contracts');
    const exported = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && f !== 'all-routes.ts')
      .flatMap((f) =>
        [...readFileSync(path.join(dir, f), 'utf8').matchAll(/export const (\w+Routes)\b/g)].map((m) => `${f}:${m[1]}`),
      );
    const aggregated = readFileSync(path.join(dir, 'all-routes.ts'), 'utf8');
    const missing = exported.filter((entry) => !aggregated.includes(`...${entry.split(':')[1]}`));
    expect(missing).toEqual([]);
    expect(new Set(allRoutes.map((r) => r.id)).size).toBe(allRoutes.length);
  });

  it('has at least 20 traversal payloads', () => expect(traversal.length).toBeGreaterThanOrEqual(20));

  it.each(traversal)('refuses %s without calling the upstream', async (payload) => {
    const answer = await h.browser.call('GET', payload);
    expect([400, 404, 405]).toContain(answer.status);
    expect(answer.body).toMatchObject({ status: false });
    expect(h.upstream.requests).toEqual([]);
  });

  it('answers 404 ROUTE_NOT_FOUND for an unknown route and 405 with Allow for a wrong method', async () => {
    const unknown = await h.browser.call('GET', '/api/admin/users');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('ROUTE_NOT_FOUND');
    const wrong = await h.browser.call('DELETE', '/api/price');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('GET');
    expect(h.upstream.requests).toEqual([]);
  });

  it('validates path parameters and bodies against the contract before forwarding', async () => {
    const badId = await h.browser.call('GET', '/api/price?service_id=abc&country_id=1');
    expect(badId.status).toBe(422);
    expect(badId.body.errors).toHaveProperty('service_id');
    const badBody = await h.browser.call('POST', '/api/login', { body: { email: 'not-an-email', password: 'x' } });
    expect(badBody.status).toBe(422);
    expect(badBody.body).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
    expect(badBody.body.errors.email).toBeDefined();
    expect(h.upstream.requests).toEqual([]);
  });

  it.each([
    ['POST', '/api/activation/abc/cancel'],
    ['POST', '/api/activation/-1/cancel'],
    ['DELETE', '/api/activation/remove-from-favorite/operator/1'],
    ['DELETE', '/api/rent/remove-from-favorite/service/x'],
  ])('answers 400 for the invalid path parameter of %s %s without calling the upstream', async (method, path) => {
    h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession(7) });
    expect(
      (
        await h.browser.call('POST', '/api/login', {
          body: { email: 'demo@codeport.test', password: 'demo-password-1' },
        })
      ).status,
    ).toBe(200);
    h.upstream.reset();
    const answer = await h.browser.call(method, path);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: false, code: 'BAD_REQUEST' });
    expect(h.upstream.requests).toEqual([]);
    h.browser.jar.clear();
  });

  it('forwards path parameters as validated, not as the client spelled them', async () => {
    h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession(7) });
    await h.browser.call('POST', '/api/login', { body: { email: 'demo@codeport.test', password: 'demo-password-1' } });
    h.upstream.on('POST', '/api/activation/1000/cancel', {
      status: 409,
      body: { status: false, message: 'Locked', code: 'CANCEL_LOCKED' },
    });
    const answer = await h.browser.call('POST', '/api/activation/1e3/cancel');
    expect(answer.status).toBe(409);
    expect(h.upstream.last()!.url).toBe('/api/activation/1000/cancel');
    h.browser.jar.clear();
  });

  it('forwards only what the query schema knows', async () => {
    h.upstream.on('GET', '/api/price', {
      status: 200,
      body: { status: true, data: { operators: [], price: null, count: 0 } },
    });
    const answer = await h.browser.call('GET', '/api/price?service_id=1&country_id=2&debug=1&operator_id=');
    expect(answer.status).toBe(200);
    expect(h.upstream.last()!.url).toBe('/api/price?service_id=1&country_id=2');
  });

  it('forwards the referral routes /referral uses: the history query as sent, the withdraw body and its 422', async () => {
    h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession(7) });
    await h.browser.call('POST', '/api/login', { body: { email: 'demo@codeport.test', password: 'demo-password-1' } });
    const meta = { current_page: 2, last_page: 2, per_page: 10, total: 11 };
    h.upstream.on('GET', '/api/referral/history-withdrawals', { status: 200, body: { status: true, data: [], meta } });
    const history = await h.browser.call('GET', '/api/referral/history-withdrawals?page=2&per_page=10&search=card');
    expect(history.status).toBe(200);
    expect(h.upstream.last()!.url).toBe('/api/referral/history-withdrawals?page=2&per_page=10&search=card');

    const refusal = {
      status: false,
      message: 'Too much.',
      code: 'VALIDATION_FAILED',
      errors: { amount: ['Too much.'] },
    };
    h.upstream.on('POST', '/api/referral/withdraw', { status: 422, body: refusal });
    const withdraw = await h.browser.call('POST', '/api/referral/withdraw', {
      body: { amount: 1_050, method: 'card', wallet: '4242424242424242' },
    });
    expect(JSON.parse(h.upstream.last()!.body)).toEqual({ amount: 1_050, method: 'card', wallet: '4242424242424242' });
    expect(withdraw.status).toBe(422);
    expect(withdraw.body.errors).toEqual({ amount: ['Too much.'] });
    h.browser.jar.clear();
  });

  it('answers 502 INVALID_RESPONSE when the upstream breaks the contract, and logs it', async () => {
    h.upstream.on('GET', '/api/price', { status: 200, body: { status: true, data: { price: 'free' } } });
    const answer = await h.browser.call('GET', '/api/price?service_id=1&country_id=2');
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ status: false, message: 'Server error, try again later', code: 'INVALID_RESPONSE' });
    const line = h.logs.lines.at(-1)!;
    expect(line).toMatchObject({ route: 'catalog.price', status: 502, upstreamStatus: 200 });
    expect(String(line.error)).toMatch(/breaks the contract/);
  });

  it('answers 401 for a user route without a session, without calling the upstream', async () => {
    const answer = await h.browser.call('GET', '/api/user/active-numbers');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      status: false,
      message: 'Please sign in.',
      code: 'UNAUTHENTICATED',
      action: 'login',
    });
    expect(h.upstream.requests).toEqual([]);
  });
});
