import { createHash } from 'node:crypto';
import { totpNow } from './helpers/totp';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';
import { latestCode, signUp } from './helpers/accounts';

describe.each(testDatabases())('accounts on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it('registers, refuses sign-in until the emailed code is confirmed, then signs in', async () => {
    const email = 'alice@example.test';
    const reg = await call(t.app, 'POST', '/api/register', {
      body: { email: 'Alice@Example.test', password: 'pass-word-9', password_confirmation: 'pass-word-9' },
      headers: { 'Utm-Data': JSON.stringify({ utm_source: 'newsletter' }) },
    });
    expect(reg.body).toMatchObject({ status: true, action: 'verify-email' });

    const early = await call(t.app, 'POST', '/api/login', { body: { email, password: 'pass-word-9' } });
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ status: false, code: 'EMAIL_NOT_VERIFIED', action: 'verify-email' });

    const wrong = await call(t.app, 'POST', '/api/verify-email', {
      body: { email, code: '000000' === (await latestCode(t, email)) ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toBeDefined();

    const ok = await call(t.app, 'POST', '/api/verify-email', { body: { email, code: await latestCode(t, email) } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      status: true,
      token_type: 'Bearer',
      user: { email, email_verified: true, balance: 0 },
    });

    const login = await call(t.app, 'POST', '/api/login', { body: { email, password: 'pass-word-9' } });
    expect(login.status).toBe(200);
    expect(typeof login.body.token).toBe('string');
    const me = await call(t.app, 'GET', '/api/user', { token: login.body.token });
    expect(me.body.user).toMatchObject({
      email,
      settings: { copying_code: true },
      activations: { count: 0, rent_count: 0 },
    });
    const stored = await t.db
      .selectFrom('users')
      .select(['utm_data', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.utm_data).toEqual({ utm_source: 'newsletter' });
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("gives a new account the site's currency: a rub site's customer is not quoted in dollars once signed in", async () => {
    await t.db
      .insertInto('site_settings')
      .values({ key: 'currency', value: JSON.stringify('rub') })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify('rub') }))
      .execute();
    try {
      const rub = await signUp(t, 'rouble@example.test');
      expect((await call(t.app, 'GET', '/api/user', { token: rub.token })).body.user.currency).toBe('rub');
    } finally {
      await t.db.deleteFrom('site_settings').where('key', '=', 'currency').execute();
    }
    const usd = await signUp(t, 'dollar@example.test');
    expect((await call(t.app, 'GET', '/api/user', { token: usd.token })).body.user.currency).toBe('usd');
  });

  it('resends a verification code that replaces the old one, and voids a code after five wrong guesses', async () => {
    const email = 'resend@example.test';
    await call(t.app, 'POST', '/api/register', {
      body: { email, password: 'pass-word-9', password_confirmation: 'pass-word-9' },
    });
    const first = await latestCode(t, email);
    const resent = await call(t.app, 'POST', '/api/verify-email/resend', { body: { email } });
    expect(resent.body).toMatchObject({ status: true });
    const second = await latestCode(t, email);
    // The same answer for an unknown address, so the endpoint does not reveal accounts.
    expect(
      (await call(t.app, 'POST', '/api/verify-email/resend', { body: { email: 'nobody-here@example.test' } })).body,
    ).toEqual(resent.body);
    if (first !== second) {
      expect((await call(t.app, 'POST', '/api/verify-email', { body: { email, code: first } })).status).toBe(422);
    }
    const wrong = second === '000000' ? '111111' : '000000';
    // The first wrong code above counted too: four more close the path for this address from this client.
    for (let i = 0; i < 4; i++)
      expect((await call(t.app, 'POST', '/api/verify-email', { body: { email, code: wrong } })).status).toBe(422);
    const locked = await call(t.app, 'POST', '/api/verify-email', { body: { email, code: second } });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // A new code does not reopen it (else five guesses per resend would add up) …
    await call(t.app, 'POST', '/api/verify-email/resend', { body: { email } });
    const fresh = await latestCode(t, email);
    expect((await call(t.app, 'POST', '/api/verify-email', { body: { email, code: fresh } })).status).toBe(429);
    // … the window ending does.
    await t.db
      .updateTable('auth_failures')
      .set({ reset_at: new Date(Date.now() - 1000) })
      .execute();
    const ok = await call(t.app, 'POST', '/api/verify-email', { body: { email, code: fresh } });
    expect(ok.status).toBe(200);
    // A verified address gets no more codes.
    await call(t.app, 'POST', '/api/verify-email/resend', { body: { email } });
    const outbox = await call(t.app, 'GET', `/api/dev/outbox?email=${email}`);
    expect(outbox.body.data).toHaveLength(3);
  });

  it('stores only hashes of access and refresh tokens', async () => {
    const s = await signUp(t, 'hashed@example.test');
    const sha = (v: string) => createHash('sha256').update(v).digest('hex');
    const rows = await t.db.selectFrom('access_tokens').selectAll().where('user_id', '=', s.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token_hash: sha(s.token), refresh_hash: sha(s.refresh_token) });
    expect(JSON.stringify(rows)).not.toContain(s.token);
    expect(JSON.stringify(rows)).not.toContain(s.refresh_token);
    expect(s.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('rejects a wrong password and a duplicate email', async () => {
    await signUp(t, 'bob@example.test');
    const bad = await call(t.app, 'POST', '/api/login', {
      body: { email: 'bob@example.test', password: 'not-the-password' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ status: false, code: 'INVALID_CREDENTIALS' });
    const dup = await call(t.app, 'POST', '/api/register', {
      body: { email: 'BOB@example.test', password: 'whatever-1', password_confirmation: 'whatever-1' },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.email).toEqual(['The email has already been taken.']);
  });

  it('refuses a blocked account with a code of its own, after the password was right', async () => {
    await signUp(t, 'blocked@example.test');
    await t.db.updateTable('users').set({ status: 'blocked' }).where('email', '=', 'blocked@example.test').execute();
    const res = await call(t.app, 'POST', '/api/login', {
      body: { email: 'blocked@example.test', password: 'correct-horse-1' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: false, code: 'ACCOUNT_BLOCKED' });
    expect(res.body).not.toHaveProperty('token');
  });

  it('turns 2FA on only with the code mailed to the account as well: a session alone cannot', async () => {
    const email = 'mallory.target@example.test';
    const s = await signUp(t, email);
    const setup = await call(t.app, 'POST', '/api/user/2fa/enable', { token: s.token });
    const secret = setup.body.secret as string;
    const mailed = await call(t.app, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`);
    expect(mailed.body.data[0]).toMatchObject({ subject: 'Your code to turn on two-factor authentication' });
    expect(mailed.body.data[0].body).toContain(`${t.ctx.config.webOrigin}/settings/sessions`);
    const emailed = await latestCode(t, email);
    const confirm = (body: Record<string, string>) =>
      call(t.app, 'POST', '/api/user/2fa/confirm', { token: s.token, body });
    const twoFactorOn = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('two_factor_enabled')
          .where('id', '=', s.user.id)
          .executeTakeFirstOrThrow()
      ).two_factor_enabled;

    // Whoever holds only the session has the app's code (their own app) but not the mailbox.
    const missing = await confirm({ code: totpNow(secret, Date.now() - 30_000) });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.email_code).toBeDefined();
    const wrong = await confirm({
      code: totpNow(secret, Date.now() - 30_000),
      email_code: emailed === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'INVALID_CODE', errors: { email_code: expect.any(Array) } });
    expect(await twoFactorOn()).toBe(false);
    // A mistyped app code does not spend the emailed one.
    const current = totpNow(secret);
    const badApp = await confirm({ code: current === '123456' ? '654321' : '123456', email_code: emailed });
    expect(badApp.body.errors.code).toBeDefined();
    const ok = await confirm({ code: totpNow(secret, Date.now() - 30_000), email_code: emailed });
    expect(ok.status).toBe(200);
    expect(await twoFactorOn()).toBe(true);
  });

  it("mails setup codes within the address's five an hour, and a refused setup leaves the pending one as it was", async () => {
    const s = await signUp(t, 'setup.often@example.test');
    const pending = async () =>
      (await t.db.selectFrom('users').select('two_factor_secret').where('id', '=', s.user.id).executeTakeFirstOrThrow())
        .two_factor_secret;
    for (let i = 0; i < 5; i += 1)
      expect((await call(t.app, 'POST', '/api/user/2fa/enable', { token: s.token })).status).toBe(200);
    const fifth = await pending();
    const sixth = await call(t.app, 'POST', '/api/user/2fa/enable', { token: s.token });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('RATE_LIMITED');
    expect(await pending()).toBe(fifth);
  });

  it('requires a TOTP code once 2FA is on', async () => {
    const s = await signUp(t, 'carol@example.test');
    const setup = await call(t.app, 'POST', '/api/user/2fa/enable', { token: s.token });
    expect(setup.body.otpauth_url).toContain('otpauth://totp/');
    expect(setup.body.qr_svg).toContain('<svg');
    const secret = setup.body.secret as string;
    // Each step below spends a time step: the previous, the current and the next one (±1 drift).
    const confirm = await call(t.app, 'POST', '/api/user/2fa/confirm', {
      token: s.token,
      body: { code: totpNow(secret, Date.now() - 30_000), email_code: await latestCode(t, 'carol@example.test') },
    });
    expect(confirm.status).toBe(200);

    const creds = { email: 'carol@example.test', password: 'correct-horse-1' };
    const need = await call(t.app, 'POST', '/api/login', { body: creds });
    expect(need.body).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', action: 'need-2fa-code' });
    const current = totpNow(secret);
    const wrongCode = current === '123456' ? '654321' : '123456';
    const wrong = await call(t.app, 'POST', '/api/login', { body: { ...creds, one_time_password: wrongCode } });
    expect(wrong.body).toMatchObject({ code: 'INVALID_CODE', action: 'need-2fa-code' });
    const now = totpNow(secret);
    const ok = await call(t.app, 'POST', '/api/login', { body: { ...creds, one_time_password: now } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.two_factor_enabled).toBe(true);
    // The same code a second time is refused: a code works once.
    const replay = await call(t.app, 'POST', '/api/login', { body: { ...creds, one_time_password: now } });
    expect(replay.body).toMatchObject({ code: 'INVALID_CODE', action: 'need-2fa-code' });

    // Turning it off needs a current code too; afterwards the password alone signs in.
    const refused = await call(t.app, 'POST', '/api/user/2fa/disable', { token: s.token, body: { code: wrongCode } });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('INVALID_CODE');
    const off = await call(t.app, 'POST', '/api/user/2fa/disable', {
      token: s.token,
      body: { code: totpNow(secret, Date.now() + 30_000) },
    });
    expect(off.status).toBe(200);
    const plain = await call(t.app, 'POST', '/api/login', { body: creds });
    expect(plain.status).toBe(200);
    expect(plain.body.user.two_factor_enabled).toBe(false);
    // Already off (turned off in another tab): a code of its own, which the page says in the user's words.
    const again = await call(t.app, 'POST', '/api/user/2fa/disable', {
      token: s.token,
      body: { code: totpNow(secret) },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TWO_FACTOR_CHANGED');
  });

  it('locks password sign-in for one account from one client after five failures, never the owner elsewhere', async () => {
    await signUp(t, 'locked-out@example.test');
    const creds = { email: 'locked-out@example.test', password: 'correct-horse-1' };
    const attacker = { 'x-forwarded-for': '198.51.100.7' };
    const owner = { 'x-forwarded-for': '203.0.113.20' };
    for (let i = 0; i < 5; i += 1) {
      const bad = await call(t.app, 'POST', '/api/login', {
        body: { ...creds, password: `wrong-${i}` },
        headers: attacker,
      });
      expect(bad.body.code).toBe('INVALID_CREDENTIALS');
    }
    // Locked for that client: even the right password is refused, with 429 and Retry-After.
    const locked = await call(t.app, 'POST', '/api/login', {
      body: { ...creds, email: 'LOCKED-OUT@example.test' },
      headers: attacker,
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(locked.body.message).toMatch(/try again in \d+ seconds/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from their own client, is not locked out by someone else's failures.
    expect((await call(t.app, 'POST', '/api/login', { body: creds, headers: owner })).status).toBe(200);
    // Another account is unaffected.
    await signUp(t, 'bystander@example.test');
    expect(
      (
        await call(t.app, 'POST', '/api/login', {
          body: { email: 'bystander@example.test', password: 'correct-horse-1' },
          headers: attacker,
        })
      ).status,
    ).toBe(200);
  });

  it('limits one client spraying passwords across many accounts', async () => {
    const sprayer = { 'x-forwarded-for': '192.0.2.99' };
    for (let i = 0; i < 30; i += 1) {
      const bad = await call(t.app, 'POST', '/api/login', {
        body: { email: `target-${i}@example.test`, password: 'Summer2026!' },
        headers: sprayer,
      });
      expect(bad.status).toBe(422);
    }
    const next = await call(t.app, 'POST', '/api/login', {
      body: { email: 'target-31@example.test', password: 'Summer2026!' },
      headers: sprayer,
    });
    expect(next.status).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(60);
    // Another client is not affected by the sprayer.
    await signUp(t, 'unsprayed@example.test');
    const other = await call(t.app, 'POST', '/api/login', {
      body: { email: 'unsprayed@example.test', password: 'correct-horse-1' },
      headers: { 'x-forwarded-for': '192.0.2.100' },
    });
    expect(other.status).toBe(200);
  });

  it('revoking a token makes it 401, while other sessions keep working', async () => {
    const first = await signUp(t, 'dave@example.test');
    const second = (
      await call(t.app, 'POST', '/api/login', { body: { email: 'dave@example.test', password: 'correct-horse-1' } })
    ).body;
    const sessions = await call(t.app, 'GET', '/api/user/sessions', { token: second.token });
    expect(sessions.body.data).toHaveLength(2);
    const firstSession = sessions.body.data.find((s: { current: boolean }) => !s.current);
    expect(sessions.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    expect((await call(t.app, 'DELETE', `/api/user/sessions/${firstSession.id}`, { token: second.token })).status).toBe(
      200,
    );
    const revoked = await call(t.app, 'GET', '/api/user', { token: first.token });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ status: false, message: 'Unauthenticated.', code: 'UNAUTHENTICATED' });

    expect((await call(t.app, 'GET', '/api/user', { token: second.token })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/logout', { token: second.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { token: second.token })).status).toBe(401);
  });

  it('refresh rotates the pair: the old refresh token works only once', async () => {
    const s = await signUp(t, 'erin@example.test');
    const r1 = await call(t.app, 'POST', '/api/refresh', { body: { refresh_token: s.refresh_token } });
    expect(r1.status).toBe(200);
    expect(r1.body.token).not.toBe(s.token);
    expect((await call(t.app, 'GET', '/api/user', { token: s.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user', { token: r1.body.token })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/refresh', { body: { refresh_token: s.refresh_token } })).status).toBe(401);
  });

  it('resets a forgotten password through the outbox and signs every session out', async () => {
    const s = await signUp(t, 'frank@example.test');
    const forgot = await call(t.app, 'POST', '/api/forgot-password', { body: { email: 'frank@example.test' } });
    expect(forgot.status).toBe(200);
    const unknown = await call(t.app, 'POST', '/api/forgot-password', { body: { email: 'nobody@example.test' } });
    expect(unknown.body).toEqual(forgot.body);

    const code = await latestCode(t, 'frank@example.test');
    // The email links to the web page that opens the recovery dialog filled in.
    const mail = (await call(t.app, 'GET', '/api/dev/outbox?email=frank@example.test')).body.data[0];
    const link = new URL(/https?:\/\/\S+\/check\/reset-password\?\S+/.exec(mail.body)![0]);
    expect(link.origin).toBe(t.ctx.config.webOrigin);
    expect(Object.fromEntries(link.searchParams)).toEqual({ email: 'frank@example.test', token: code });
    const reset = await call(t.app, 'POST', '/api/reset-password', {
      body: {
        email: 'frank@example.test',
        token: code,
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
      },
    });
    expect(reset.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { token: s.token })).status).toBe(401);
    const again = await call(t.app, 'POST', '/api/reset-password', {
      body: {
        email: 'frank@example.test',
        token: code,
        password: 'other-pass-123',
        password_confirmation: 'other-pass-123',
      },
    });
    expect(again.status).toBe(422);
    expect(
      (await call(t.app, 'POST', '/api/login', { body: { email: 'frank@example.test', password: 'correct-horse-1' } }))
        .status,
    ).toBe(422);
    expect(
      (await call(t.app, 'POST', '/api/login', { body: { email: 'frank@example.test', password: 'brand-new-pass' } }))
        .status,
    ).toBe(200);
  });

  it('regenerating the API key changes its hint, and only the new key authenticates', async () => {
    const s = await signUp(t, 'gina@example.test');
    const oldKey = (await call(t.app, 'POST', '/api/user/api-key', { token: s.token })).body.key as string;
    expect((await call(t.app, 'GET', '/api/user', { token: oldKey })).body.user.id).toBe(s.user.id);
    const regen = await call(t.app, 'POST', '/api/user/api-key', { token: s.token });
    expect(regen.body.key).not.toBe(oldKey);
    const me = await call(t.app, 'GET', '/api/user', { token: s.token });
    expect(me.body.user).not.toHaveProperty('key');
    expect(me.body.user.key_hint).toBe(`${regen.body.key.slice(0, 7)}…${regen.body.key.slice(-4)}`);
    expect((await call(t.app, 'GET', '/api/user', { token: regen.body.key })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { token: oldKey })).status).toBe(401);
  });
});
