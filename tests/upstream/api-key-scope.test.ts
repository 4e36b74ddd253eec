import { allRoutes } from '@contracts/all-routes';
import { createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { testDatabases } from './helpers/test-db';
import { call } from './helpers/http';
import { latestCode, signUp } from './helpers/accounts';
import { apiKeyOf } from './helpers/handler-api';

/**
 * Account security issue item 4: the personal API key does what a bot needs (numbers,
 * rentals, prices, catalogue, balance, history) and nothing of account management.
 */
/** A working key of the user's (issued once per user: keys are stored as hashes). */
const keyOf = (t: CommerceTestApp, userId: number): Promise<string> => apiKeyOf(t.db, userId);

describe.each(testDatabases())('API key scope on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it('buys, reads and cancels numbers, prices, balance and history with the key', async () => {
    const u = await makeUser(t, 10_000);
    const key = await keyOf(t, u.id);
    const offer = await offerOf(t.db, 'whatsapp', 'us');
    const balance = await call(t.app, 'GET', '/api/user', { token: key });
    expect(balance.status).toBe(200);
    expect(balance.body.user.balance).toBe(10_000);
    expect(
      (
        await call(t.app, 'GET', `/api/price?service_id=${offer.serviceId}&country_id=${offer.countryId}`, {
          token: key,
        })
      ).status,
    ).toBe(200);
    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: key,
      body: { service_id: offer.serviceId, country_id: offer.countryId },
    });
    expect(bought.status).toBe(201);
    const active = await call(t.app, 'GET', '/api/user/active-numbers', { token: key });
    expect(active.body.numbers.data).toHaveLength(1);
    t.clock.advance(3 * 60_000); // past the cancel lock
    const id = bought.body.activation.id as number;
    const cancelled = await call(t.app, 'POST', `/api/activation/${id}/cancel`, { token: key });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.balance).toBe(10_000);
    expect((await call(t.app, 'GET', '/api/payments-history', { token: key })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/statistic', { token: key })).status).toBe(200);
  });

  it.each([
    ['GET', '/api/user/sessions'],
    ['DELETE', '/api/user/sessions'],
    ['DELETE', '/api/user/sessions/1'],
    ['PUT', '/api/user/password'],
    ['PUT', '/api/user/settings'],
    ['POST', '/api/user/2fa/enable'],
    ['POST', '/api/user/2fa/disable'],
    ['POST', '/api/user/2fa/recovery-codes'],
    ['POST', '/api/user/api-key'],
    ['POST', '/api/referral/withdraw'],
    ['GET', '/api/auth/github/link-callback?code=abc'],
    ['POST', '/api/logout'],
    ['POST', '/api/support/tickets'],
  ] as const)('refuses %s %s with 403 API_KEY_SCOPE, changing nothing', async (method, url) => {
    const u = await makeUser(t, 5_000);
    const key = await keyOf(t, u.id);
    const res = await call(t.app, method, url, { token: key, body: method === 'GET' ? undefined : {} });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: false, code: 'API_KEY_SCOPE' });
    // The owner's session still works and the key is unchanged.
    expect((await call(t.app, 'GET', '/api/user', { token: u.token })).status).toBe(200);
    expect(await keyOf(t, u.id)).toBe(key);
  });

  it('scopes every account-management route of the contract away from keys', () => {
    const scoped = allRoutes.filter((r) => r.apiKey).map((r) => r.id);
    for (const id of scoped)
      expect(id).toMatch(
        // sandbox.reset and the sandbox SMS routes only touch sandbox money and numbers, and
        // only a sandbox key reaches them (tests/upstream/sandbox.test.ts).
        /^(activations|rent|catalog|docs|payments\.history|statement|statistic|user\.show|site\.connect|loyalty|sandbox\.(reset|activation-sms|rent-sms)$)/,
      );
    for (const area of [
      'security.',
      'referral.',
      'support.',
      'auth.',
      'user.password',
      'user.settings',
      'user.api-key',
      // Issuing, showing or revoking the sandbox key is account management too.
      'sandbox.key',
      'sandbox.show',
      'sandbox.revoke',
    ])
      expect(scoped.filter((id) => id.startsWith(area))).toEqual([]);
  });

  it('keeps the key working after a password reset, and says so in the answer and by email', async () => {
    const s = await signUp(t, 'reset.key@example.test');
    const key = (await call(t.app, 'POST', '/api/user/api-key', { token: s.token })).body.key as string;
    await call(t.app, 'POST', '/api/forgot-password', { body: { email: 'reset.key@example.test' } });
    const reset = await call(t.app, 'POST', '/api/reset-password', {
      body: {
        email: 'reset.key@example.test',
        token: await latestCode(t, 'reset.key@example.test'),
        password: 'brand-new-pass-1',
        password_confirmation: 'brand-new-pass-1',
      },
    });
    expect(reset.body).toMatchObject({ status: true, api_key_active: true });
    expect((await call(t.app, 'GET', '/api/user', { token: s.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user', { token: key })).status).toBe(200);
    const outbox = await call(t.app, 'GET', '/api/dev/outbox?email=reset.key@example.test');
    const notice = outbox.body.data[0] as { subject: string; body: string };
    expect(notice.subject).toMatch(/password was changed/);
    expect(notice.body).toContain('API key still works');
    expect(notice.body).toContain(`${t.ctx.config.webOrigin}/settings/api?regenerate=1`);
  });
});
