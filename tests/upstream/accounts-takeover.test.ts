import pino from 'pino';
import { buildApp } from '../../upstream/server/app';
import { createContext } from '../../upstream/server/context';
import { totpNow } from './helpers/totp';
import { createTestApp, testConfig, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';
import { signUp, turnOnTwoFactor, type SignedUp } from './helpers/accounts';
import { consent } from './helpers/social';

/**
 * Account security issue, items 1–3 and the one-time code counters, each as found by the
 * attack on the running product: takeover through social sign-in, 2FA brute force through
 * the social callback, pre-account takeover, and guessable codes on every path.
 */
const callback = (service: string, query: Record<string, string>) =>
  `/api/auth/${service}/callback?${new URLSearchParams(query).toString()}`;

async function withTwoFactor(t: TestApp, s: SignedUp): Promise<string> {
  return (await turnOnTwoFactor(t, s)).secret;
}

async function link(t: TestApp, s: SignedUp, service: string, email: string) {
  const code = await consent(t, service, email, 'link', s.token);
  const linked = await call(t.app, 'GET', `/api/auth/${service}/link-callback?code=${encodeURIComponent(code)}`, {
    token: s.token,
  });
  expect(linked.status).toBe(200);
}

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each(testDatabases())('account takeover and brute force on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    // The server's clock stands still in the middle of a 30 s step: which step a code belongs
    // to must not change between making it here and checking it there (on a loaded machine a
    // request took long enough to cross a step, and "the previous step" became two back).
    const midStep = (Math.floor(Date.now() / 30_000) + 0.5) * 30_000;
    t = await createTestApp(database, { now: () => new Date(midStep) });
  }, 120_000);
  afterAll(() => t.close());

  it('never signs into an existing account by its email alone: 422 SOCIAL_EMAIL_TAKEN, nothing linked', async () => {
    const victim = await signUp(t, 'victim@example.test');
    const code = await consent(t, 'google', 'VICTIM@example.test');
    const res = await call(t.app, 'GET', callback('google', { code }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: false, code: 'SOCIAL_EMAIL_TAKEN' });
    expect(res.body.message).toMatch(/sign in with your password, then link Google in Settings → Security/);
    expect(res.body.token).toBeUndefined();
    const links = await t.db.selectFrom('social_accounts').selectAll().where('user_id', '=', victim.user.id).execute();
    expect(links).toHaveLength(0);
    expect(
      await t.db.selectFrom('access_tokens').selectAll().where('user_id', '=', victim.user.id).execute(),
    ).toHaveLength(1);
  });

  it('links only from a signed-in session; the linked identity then signs in', async () => {
    const owner = await signUp(t, 'linked.owner@example.test');
    await link(t, owner, 'github', 'linked.owner@example.test');
    const code = await consent(t, 'github', 'linked.owner@example.test');
    const res = await call(t.app, 'GET', callback('github', { code }));
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(owner.user.id);
  });

  it('serves the demo provider only with development endpoints on', async () => {
    const config = testConfig({ DEV_ENDPOINTS: 'off' });
    const app = await buildApp(createContext({ db: t.db, config, log: pino({ level: 'silent' }) }));
    try {
      const page = await app.inject({
        method: 'GET',
        url: `/oauth/demo/authorize?service=google&redirect_uri=${encodeURIComponent(`${config.webOrigin}/auth/google/callback`)}`,
      });
      expect(page.statusCode).toBe(404);
      const post = await app.inject({
        method: 'POST',
        url: '/oauth/demo/authorize',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          service: 'google',
          redirect_uri: `${config.webOrigin}/auth/google/callback`,
          decision: 'allow',
          email: 'anyone@example.test',
        }).toString(),
      });
      expect(post.statusCode).toBe(404);
      const redirect = await call(app, 'GET', '/api/auth/google/redirect');
      expect(redirect.status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('spends the provider code at once and locks the 2FA challenge after five wrong codes', async () => {
    const s = await signUp(t, 'brute.target@example.test');
    const secret = await withTwoFactor(t, s);
    await link(t, s, 'github', 'brute.target@example.test');
    const code = await consent(t, 'github', 'brute.target@example.test');
    const need = await call(t.app, 'GET', callback('github', { code }));
    expect(need.body).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', action: 'need-2fa-code' });
    const challenge = need.body.challenge as string;
    // The provider code alone no longer opens anything: guessing against it gets nowhere.
    const reuse = await call(
      t.app,
      'GET',
      callback('github', { code, one_time_password: totpNow(secret, t.ctx.now().getTime()) }),
    );
    expect(reuse.status).toBe(422);
    expect(reuse.body.code).toBe('INVALID_CODE');
    expect(reuse.body.errors.code).toBeDefined();
    // A challenge serves its own provider only.
    const otherProvider = await call(
      t.app,
      'GET',
      callback('google', { code: 'x', challenge, one_time_password: '1' }),
    );
    expect(otherProvider.status).toBe(422);
    const wrong = wrongOf(totpNow(secret, t.ctx.now().getTime()));
    for (let i = 0; i < 4; i += 1) {
      const miss = await call(t.app, 'GET', callback('github', { code, challenge, one_time_password: wrong }));
      expect(miss.body).toMatchObject({ code: 'INVALID_CODE', action: 'need-2fa-code', challenge });
    }
    const fifth = await call(t.app, 'GET', callback('github', { code, challenge, one_time_password: wrong }));
    expect(fifth.body.code).toBe('CHALLENGE_EXPIRED');
    // Spent: even the right code is refused on it now.
    const after = await call(
      t.app,
      'GET',
      callback('github', { code, challenge, one_time_password: totpNow(secret, t.ctx.now().getTime()) }),
    );
    expect(after.status).toBe(422);
    expect(after.body.code).toBe('CHALLENGE_EXPIRED');
  });

  it('closes the authenticator path of the account after five wrong codes, across sign-in routes, with 429', async () => {
    const s = await signUp(t, 'otp.counter@example.test');
    const secret = await withTwoFactor(t, s);
    const creds = { email: 'otp.counter@example.test', password: 'correct-horse-1' };
    const wrong = wrongOf(totpNow(secret, t.ctx.now().getTime()));
    for (let i = 0; i < 3; i += 1)
      expect(
        (await call(t.app, 'POST', '/api/login', { body: { ...creds, one_time_password: wrong } })).body.code,
      ).toBe('INVALID_CODE');
    for (let i = 0; i < 2; i += 1)
      expect(
        (await call(t.app, 'POST', '/api/user/2fa/disable', { token: s.token, body: { code: wrong } })).body.code,
      ).toBe('INVALID_CODE');
    const locked = await call(t.app, 'POST', '/api/login', {
      body: { ...creds, one_time_password: totpNow(secret, t.ctx.now().getTime()) },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const disable = await call(t.app, 'POST', '/api/user/2fa/disable', {
      token: s.token,
      body: { code: totpNow(secret, t.ctx.now().getTime()) },
    });
    expect(disable.status).toBe(429);
  });

  it('accepts an authenticator code once, even on two routes', async () => {
    const s = await signUp(t, 'replay@example.test');
    const secret = await withTwoFactor(t, s);
    const code = totpNow(secret, t.ctx.now().getTime());
    const creds = { email: 'replay@example.test', password: 'correct-horse-1' };
    expect((await call(t.app, 'POST', '/api/login', { body: { ...creds, one_time_password: code } })).status).toBe(200);
    const again = await call(t.app, 'POST', '/api/login', { body: { ...creds, one_time_password: code } });
    expect(again.body.code).toBe('INVALID_CODE');
    const disable = await call(t.app, 'POST', '/api/user/2fa/disable', { token: s.token, body: { code } });
    expect(disable.body.code).toBe('INVALID_CODE');
  });

  it('counts reset codes per address and client: five wrong ones close the path even across new codes', async () => {
    await signUp(t, 'reset.counter@example.test');
    const email = 'reset.counter@example.test';
    await call(t.app, 'POST', '/api/forgot-password', { body: { email } });
    const reset = (token: string) =>
      call(t.app, 'POST', '/api/reset-password', {
        body: { email, token, password: 'new-horse-22', password_confirmation: 'new-horse-22' },
      });
    for (let round = 0; round < 5; round += 1) {
      // A fresh code each time: the per-code limit alone would never stop this.
      await call(t.app, 'POST', '/api/forgot-password', { body: { email } });
      expect((await reset('999999')).status).toBe(422);
    }
    const outbox = await call(t.app, 'GET', `/api/dev/outbox?email=${email}`);
    const right = await reset(outbox.body.data[0].code as string);
    expect(right.status).toBe(429);
  });

  it('never lets a password chosen by someone else open an account its owner proved by a provider', async () => {
    // The attacker registers the victim's address first and never verifies it.
    const attackerPassword = 'attacker-knows-1';
    const reg = await call(t.app, 'POST', '/api/register', {
      body: { email: 'preclaimed@example.test', password: attackerPassword, password_confirmation: attackerPassword },
    });
    expect(reg.status).toBe(200);
    // The owner later signs in with a provider that vouches for the address.
    const code = await consent(t, 'google', 'preclaimed@example.test');
    const owner = await call(t.app, 'GET', callback('google', { code }));
    expect(owner.status).toBe(200);
    expect(owner.body.user).toMatchObject({ email: 'preclaimed@example.test', email_verified: true });
    // The attacker's password opens nothing.
    const attempt = await call(t.app, 'POST', '/api/login', {
      body: { email: 'preclaimed@example.test', password: attackerPassword },
    });
    expect(attempt.status).toBe(422);
    expect(attempt.body.code).toBe('INVALID_CREDENTIALS');
    const row = await t.db
      .selectFrom('users')
      .select(['password_hash', 'name'])
      .where('email', '=', 'preclaimed@example.test')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    expect(row.name).toBe('Social Person');
  });

  it('takes an unverified account over on a password reset: what its registrant chose goes', async () => {
    // The attacker registers the victim's address under their own referral and never verifies it.
    const attacker = await signUp(t, 'referring.attacker@example.test');
    const email = 'reset.preclaimed@example.test';
    const attackerPassword = 'attacker-knows-1';
    const reg = await call(t.app, 'POST', '/api/register', {
      body: { name: 'Chosen By Attacker', email, password: attackerPassword, password_confirmation: attackerPassword },
      headers: { 'Referral-id': String(attacker.user.id), 'Utm-Data': JSON.stringify({ utm_source: 'attacker' }) },
    });
    expect(reg.status).toBe(200);
    const read = () =>
      t.db
        .selectFrom('users')
        .select(['name', 'referrer_id', 'utm_data', 'api_key_hash'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    const before = await read();
    expect(before).toMatchObject({ name: 'Chosen By Attacker', referrer_id: attacker.user.id });
    // The owner proves the address by the reset code.
    await call(t.app, 'POST', '/api/forgot-password', { body: { email } });
    const token = (await call(t.app, 'GET', `/api/dev/outbox?email=${email}`)).body.data[0].code as string;
    const reset = await call(t.app, 'POST', '/api/reset-password', {
      body: { email, token, password: 'owner-chose-this-1', password_confirmation: 'owner-chose-this-1' },
    });
    expect(reset.status).toBe(200);
    const after = await read();
    expect(after).toMatchObject({ name: 'reset.preclaimed', referrer_id: null, utm_data: null });
    expect(after.api_key_hash).not.toBe(before.api_key_hash);
    // The key the registrant's account had is not the owner's: the answer does not say it still works.
    expect(reset.body).toMatchObject({ status: true, api_key_active: false });
    const owner = await call(t.app, 'POST', '/api/login', { body: { email, password: 'owner-chose-this-1' } });
    expect(owner.status).toBe(200);
    expect(owner.body.user).toMatchObject({ email, email_verified: true, name: 'reset.preclaimed' });
    const attempt = await call(t.app, 'POST', '/api/login', { body: { email, password: attackerPassword } });
    expect(attempt.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('leaves a verified account as it is on a password reset, but the password', async () => {
    const referrer = await signUp(t, 'kept.referrer@example.test');
    const email = 'verified.reset@example.test';
    await signUp(t, email, 'correct-horse-1', { 'Referral-id': String(referrer.user.id) });
    const read = () =>
      t.db
        .selectFrom('users')
        .select(['name', 'referrer_id', 'api_key_hash'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    const before = await read();
    expect(before.referrer_id).toBe(referrer.user.id);
    await call(t.app, 'POST', '/api/forgot-password', { body: { email } });
    const token = (await call(t.app, 'GET', `/api/dev/outbox?email=${email}`)).body.data[0].code as string;
    const reset = await call(t.app, 'POST', '/api/reset-password', {
      body: { email, token, password: 'new-horse-33', password_confirmation: 'new-horse-33' },
    });
    expect(reset.body).toMatchObject({ status: true, api_key_active: true });
    expect(await read()).toEqual(before);
  });
});
