import { createHash } from 'node:crypto';
import { totpNow } from './helpers/totp';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';
import { signUp, turnOnTwoFactor } from './helpers/accounts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const CODE = /^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/;

describe.each(testDatabases())('two-factor recovery codes on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  }, 120_000);
  afterAll(() => t.close());

  /** Signs up, turns two-factor on and returns the session, the secret and the codes shown. */
  async function withTwoFactor(email: string) {
    const s = await signUp(t, email);
    const { secret, recoveryCodes } = await turnOnTwoFactor(t, s);
    return { s, secret, codes: recoveryCodes };
  }

  const stored = async (id: number) =>
    (await t.db.selectFrom('users').select('two_factor_recovery_codes').where('id', '=', id).executeTakeFirstOrThrow())
      .two_factor_recovery_codes;

  it('turning two-factor on answers ten distinct codes once, and keeps only their hashes', async () => {
    const { s, codes } = await withTwoFactor('rc-ten@example.test');
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(CODE);
    const hashes = await stored(s.user.id);
    expect(hashes).toHaveLength(10);
    expect(hashes).toEqual(codes.map((c) => sha256(c.replace('-', ''))));
    expect(JSON.stringify(hashes)).not.toContain(codes[0]!.slice(0, 5));
  });

  it('a recovery code signs in once in place of the authenticator code, and the owner is told', async () => {
    const { s, codes } = await withTwoFactor('rc-login@example.test');
    const creds = { email: 'rc-login@example.test', password: 'correct-horse-1' };
    // As typed from paper: upper case, no dash.
    const typed = codes[3]!.toUpperCase().replace('-', '');
    const ok = await call(t.app, 'POST', '/api/login', { body: { ...creds, one_time_password: typed } });
    expect(ok.status).toBe(200);
    expect(await stored(s.user.id)).toHaveLength(9);
    const notices = await call(t.app, 'GET', '/api/notifications', { token: ok.body.token });
    expect(notices.body.data[0]).toMatchObject({
      category: 'system',
      title: 'A recovery code was used to sign in',
      body: expect.stringContaining('Recovery codes left: 9.'),
    });

    const again = await call(t.app, 'POST', '/api/login', { body: { ...creds, one_time_password: codes[3] } });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: 'INVALID_CODE', action: 'need-2fa-code' });
    const garbage = await call(t.app, 'POST', '/api/login', { body: { ...creds, one_time_password: 'not-a-code!' } });
    expect(garbage.status).toBe(422);
  });

  it('wrong recovery codes count with wrong authenticator codes: five close the door', async () => {
    const { codes } = await withTwoFactor('rc-guess@example.test');
    const creds = { email: 'rc-guess@example.test', password: 'correct-horse-1' };
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call(t.app, 'POST', '/api/login', {
        body: { ...creds, one_time_password: `aaaaa-aaaa${i + 2}` },
      });
      expect(wrong.status).toBe(422);
    }
    const locked = await call(t.app, 'POST', '/api/login', { body: { ...creds, one_time_password: codes[0] } });
    expect(locked.status).toBe(429);
  });

  it('new codes need a current code and void the old ones; a recovery code turns two-factor off', async () => {
    const { s, secret, codes } = await withTwoFactor('rc-renew@example.test');
    const refused = await call(t.app, 'POST', '/api/user/2fa/recovery-codes', {
      token: s.token,
      body: { code: 'zzzzz-zzzzz' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('INVALID_CODE');
    const renewed = await call(t.app, 'POST', '/api/user/2fa/recovery-codes', {
      token: s.token,
      body: { code: totpNow(secret) },
    });
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => codes.includes(c))).toBe(false);

    const old = await call(t.app, 'POST', '/api/user/2fa/disable', { token: s.token, body: { code: codes[0] } });
    expect(old.status).toBe(422);
    const off = await call(t.app, 'POST', '/api/user/2fa/disable', { token: s.token, body: { code: fresh[0] } });
    expect(off.status).toBe(200);
    expect(await stored(s.user.id)).toBeNull();
    const plain = await call(t.app, 'POST', '/api/login', {
      body: { email: 'rc-renew@example.test', password: 'correct-horse-1' },
    });
    expect(plain.status).toBe(200);
    // Off: there are no codes to replace.
    const none = await call(t.app, 'POST', '/api/user/2fa/recovery-codes', {
      token: s.token,
      body: { code: fresh[1] },
    });
    expect(none.status).toBe(409);
  });
});
