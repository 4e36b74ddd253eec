import pino from 'pino';
import { buildApp } from '../../upstream/server/app';
import { createContext } from '../../upstream/server/context';
import { totpNow } from './helpers/totp';
import { createTestApp, testConfig, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';
import { latestCode, signUp, turnOnTwoFactor } from './helpers/accounts';
import { consent } from './helpers/social';

describe.each(testDatabases())('accounts: social sign-in, settings, password, sessions on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it('completes the demo OAuth round trip: a new verified account, and the code works once', async () => {
    const code = await consent(t, 'google', 'Social.One@Example.test');
    const signIn = await call(t.app, 'GET', `/api/auth/google/callback?code=${encodeURIComponent(code)}&state=x`);
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ email: 'social.one@example.test', email_verified: true });
    const again = await call(t.app, 'GET', `/api/auth/google/callback?code=${encodeURIComponent(code)}`);
    expect(again.status).toBe(422);
    expect(again.body.errors.code).toBeDefined();

    // The same identity signs into the same account next time.
    const second = await call(
      t.app,
      'GET',
      `/api/auth/google/callback?code=${encodeURIComponent(await consent(t, 'google', 'social.one@example.test'))}`,
    );
    expect(second.body.user.id).toBe(signIn.body.user.id);
  });

  it('refuses an unknown redirect_uri (no open redirect) and reports a denied consent to the callback', async () => {
    const evil = await t.app.inject({
      method: 'GET',
      url: '/oauth/demo/authorize?service=google&redirect_uri=https://evil.test/cb',
    });
    expect(evil.statusCode).toBe(400);
    const denied = await t.app.inject({
      method: 'POST',
      url: '/oauth/demo/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        service: 'github',
        redirect_uri: `${t.ctx.config.webOrigin}/auth/github/callback`,
        decision: 'deny',
      }).toString(),
    });
    expect(denied.statusCode).toBe(302);
    expect(new URL(denied.headers.location as string).searchParams.get('error')).toBe('access_denied');

    // Hostile consent input is refused or cleaned, never a server error.
    const callback = `${t.ctx.config.webOrigin}/auth/github/callback`;
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/demo/authorize',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    expect(
      (await post({ service: 'github', redirect_uri: callback, decision: 'allow', email: 'nul\u0000@example.test' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post({ service: 'github', redirect_uri: callback, decision: 'allow', email: ['a@b.test'] })).statusCode,
    ).toBe(400);
    const named = await post({
      service: 'github',
      redirect_uri: callback,
      decision: 'allow',
      email: 'clean.name@example.test',
      name: 'Ann\u0000ie',
    });
    expect(named.statusCode).toBe(302);
    const signedIn = await call(
      t.app,
      'GET',
      `/api/auth/github/callback?code=${encodeURIComponent(new URL(named.headers.location as string).searchParams.get('code')!)}`,
    );
    expect(signedIn.body.user).toMatchObject({ email: 'clean.name@example.test', name: 'Annie' });
    const repeated = await t.app.inject({
      method: 'GET',
      url: `/oauth/demo/authorize?service=github&redirect_uri=${encodeURIComponent(callback)}&state=a&state=b`,
    });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.body).toContain('name="state" value=""');
  });

  it('asks a 2FA user for the code on social sign-in on a challenge of its own, the provider code spent', async () => {
    const s = await signUp(t, 'twofa.social@example.test');
    const { secret } = await turnOnTwoFactor(t, s);
    const link = await consent(t, 'github', 'twofa.social@example.test', 'link', s.token);
    expect(
      (await call(t.app, 'GET', `/api/auth/github/link-callback?code=${encodeURIComponent(link)}`, { token: s.token }))
        .status,
    ).toBe(200);
    const code = await consent(t, 'github', 'twofa.social@example.test');
    const need = await call(t.app, 'GET', `/api/auth/github/callback?code=${encodeURIComponent(code)}`);
    expect(need.status).toBe(422);
    expect(need.body).toMatchObject({ action: 'need-2fa-code', code: 'TWO_FACTOR_REQUIRED' });
    expect(need.body.challenge).toMatch(/^[\w-]{16,100}$/);
    const ok = await call(
      t.app,
      'GET',
      `/api/auth/github/callback?code=${encodeURIComponent(code)}&challenge=${need.body.challenge}&one_time_password=${totpNow(secret)}`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(s.user.id);
  });

  it('takes a recovery code on the social challenge in place of the app, once, and tells the owner', async () => {
    const s = await signUp(t, 'rc.social@example.test');
    const [recovery] = (await turnOnTwoFactor(t, s)).recoveryCodes;
    const link = await consent(t, 'github', 'rc.social@example.test', 'link', s.token);
    await call(t.app, 'GET', `/api/auth/github/link-callback?code=${encodeURIComponent(link)}`, { token: s.token });
    const signIn = async () => {
      const code = await consent(t, 'github', 'rc.social@example.test');
      const need = await call(t.app, 'GET', `/api/auth/github/callback?code=${encodeURIComponent(code)}`);
      expect(need.body).toMatchObject({ action: 'need-2fa-code' });
      return call(
        t.app,
        'GET',
        `/api/auth/github/callback?code=${encodeURIComponent(code)}&challenge=${need.body.challenge}&one_time_password=${recovery!.toUpperCase()}`,
      );
    };
    const ok = await signIn();
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(s.user.id);
    // Spent: the same code on a new challenge is refused.
    expect((await signIn()).status).toBe(422);
    const notices = await call(t.app, 'GET', '/api/notifications', { token: ok.body.token });
    expect(JSON.stringify(notices.body)).toContain('Recovery codes left: 9.');
  });

  it('links Telegram once with the subscribe reward credited through the ledger; a second identity earns nothing', async () => {
    const s = await signUp(t, 'linker@example.test');
    const first = await call(
      t.app,
      'GET',
      `/api/auth/telegram/link-callback?code=${encodeURIComponent(await consent(t, 'telegram', 'tg.one@example.test', 'link', s.token))}`,
      { token: s.token },
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: true, reward: 100 });
    const second = await call(
      t.app,
      'GET',
      `/api/auth/telegram/link-callback?code=${encodeURIComponent(await consent(t, 'telegram', 'tg.two@example.test', 'link', s.token))}`,
      { token: s.token },
    );
    expect(second.body).toMatchObject({ status: true, reward: 0 });
    const me = await call(t.app, 'GET', '/api/user', { token: s.token });
    expect(me.body.user.balance).toBe(100);
    const ledger = await t.db
      .selectFrom('ledger_entries')
      .select(['amount', 'balance_after'])
      .where('user_id', '=', s.user.id)
      .execute();
    expect(ledger).toEqual([{ amount: 100, balance_after: 100 }]);

    const other = await signUp(t, 'thief@example.test');
    const taken = await call(
      t.app,
      'GET',
      `/api/auth/telegram/link-callback?code=${encodeURIComponent(await consent(t, 'telegram', 'tg.one@example.test', 'link', other.token))}`,
      { token: other.token },
    );
    // 422 with a code of its own: a 409 on this GET was retried by the BFF, and the retry met
    // the spent provider code (INVALID_CODE, "The code is invalid or has expired").
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ status: false, code: 'SOCIAL_ACCOUNT_TAKEN' });
    expect(
      (
        await t.db.selectFrom('social_accounts').select('user_id').where('email', '=', 'tg.one@example.test').execute()
      ).map((r) => r.user_id),
    ).toEqual([s.user.id]);
  });

  it('saves settings, and rejects unknown fields and wrong types with 422 field errors', async () => {
    const s = await signUp(t, 'settings@example.test');
    const saved = await call(t.app, 'PUT', '/api/user/settings', {
      token: s.token,
      body: { copying_code: false, sound_new_sms: false, locale: 'de' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({
      settings: { copying_code: false, confirmation_actions: true, sound_new_sms: false },
      locale: 'de',
    });
    const bad = await call(t.app, 'PUT', '/api/user/settings', {
      token: s.token,
      body: { copying_code: 'yes', balance: 10 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.status).toBe(false);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['copying_code']));
    expect((await call(t.app, 'GET', '/api/user', { token: s.token })).body.user.balance).toBe(0);
  });

  it('changes the password: the current one is checked and every other session ends', async () => {
    const s = await signUp(t, 'pw@example.test');
    const other = await call(t.app, 'POST', '/api/login', {
      body: { email: 'pw@example.test', password: 'correct-horse-1' },
    });
    const wrong = await call(t.app, 'PUT', '/api/user/password', {
      token: s.token,
      body: { current_password: 'nope-nope-1', password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toBeDefined();
    const mismatch = await call(t.app, 'PUT', '/api/user/password', {
      token: s.token,
      body: {
        current_password: 'correct-horse-1',
        password: 'new-password-1',
        password_confirmation: 'other-password',
      },
    });
    expect(mismatch.body.errors.password_confirmation).toBeDefined();
    const ok = await call(t.app, 'PUT', '/api/user/password', {
      token: s.token,
      body: {
        current_password: 'correct-horse-1',
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      },
    });
    expect(ok.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { token: s.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { token: other.body.token })).status).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/login', { body: { email: 'pw@example.test', password: 'new-password-1' } }))
        .status,
    ).toBe(200);
  });

  it('lists sessions with device and IP and signs out every other device', async () => {
    const s = await signUp(t, 'devices@example.test', 'correct-horse-1', { 'user-agent': 'Phone/1.0' });
    const laptop = await call(t.app, 'POST', '/api/login', {
      body: { email: 'devices@example.test', password: 'correct-horse-1' },
      headers: { 'user-agent': 'Laptop/2.0' },
    });
    const list = await call(t.app, 'GET', '/api/user/sessions', { token: laptop.body.token });
    expect(list.body.data.map((d: { device: string }) => d.device).sort()).toEqual(['Laptop/2.0', 'Phone/1.0']);
    expect(list.body.data[0]).toMatchObject({ ip: expect.any(String), last_used_at: expect.any(String) });
    // Agents that are no browser's get no parsed fields; the next test signs in with one that is.
    expect(list.body.data[0]).not.toHaveProperty('browser');
    expect((await call(t.app, 'DELETE', '/api/user/sessions', { token: laptop.body.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { token: s.token })).status).toBe(401);
    const after = await call(t.app, 'GET', '/api/user/sessions', { token: laptop.body.token });
    expect(after.body.data).toEqual([expect.objectContaining({ device: 'Laptop/2.0', current: true })]);
    // Someone else's session id is simply not found, and stays alive.
    const stranger = await signUp(t, 'stranger@example.test');
    expect(
      (await call(t.app, 'DELETE', `/api/user/sessions/${after.body.data[0].id}`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/user', { token: laptop.body.token })).status).toBe(200);
  });

  it('parses the user agent on the server: the browser gets names, not a parser', async () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const s = await signUp(t, 'parsed@example.test', 'correct-horse-1', { 'user-agent': chrome });
    const list = await call(t.app, 'GET', '/api/user/sessions', { token: s.token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ device: chrome, browser: 'Chrome 131', os: 'Linux', kind: 'computer', current: true }),
    ]);
    expect(list.body.data[0].ip).not.toMatch(/^::ffff:/);
  });

  it('answers malformed input with 4xx JSON, never 500', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(JSON.parse(badJson.body)).toMatchObject({ status: false });
    const badEmail = await call(t.app, 'POST', '/api/login', { body: { email: 'not-an-email', password: 'x' } });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.errors.email).toBeDefined();
    const badId = await call(t.app, 'DELETE', '/api/user/sessions/abc', {
      token: (await signUp(t, 'ids@example.test')).token,
    });
    expect(badId.status).toBe(422);
    const unknownProvider = await call(t.app, 'GET', '/api/auth/myspace/callback?code=x');
    expect(unknownProvider.status).toBe(422);
  });

  it('keeps the outbox endpoint out of production', async () => {
    await call(t.app, 'POST', '/api/forgot-password', { body: { email: 'devices@example.test' } });
    expect(await latestCode(t, 'devices@example.test')).toMatch(/^\d{6}$/);
    const secret = 'x'.repeat(32);
    const config = testConfig({
      NODE_ENV: 'production',
      PUSHER_APP_SECRET: secret,
      SMS_INTAKE_SECRET: secret,
      PAYMENT_WEBHOOK_SECRET: secret,
    });
    const prod = await buildApp(createContext({ db: t.db, config, log: pino({ level: 'silent' }) }));
    try {
      const res = await call(prod, 'GET', '/api/dev/outbox');
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/\d{6}/);
    } finally {
      await prod.close();
    }
  });
});
