import pino from 'pino';
import { buildApp } from '../../upstream/server/app';
import { createContext } from '../../upstream/server/context';
import { testConfig, testDatabases } from './helpers/test-db';
import { call } from './helpers/http';
import { appOnTestClock, signUp } from './helpers/accounts';

const HOUR = 60 * 60_000;

/**
 * What one caller may make the accounts routes do: mail codes to an address by signing in,
 * register accounts, and try current passwords on a stolen session.
 */
describe.each(testDatabases())('account request limits on $name', (database) => {
  const stack = appOnTestClock(database);

  const outbox = async (email: string) =>
    (await stack.t.db.selectFrom('email_outbox').select('id').where('email', '=', email).execute()).length;

  it('mails a code on sign-in to an unverified account within the five an hour per address, then only says so', async () => {
    const email = 'login.mailbox@example.test';
    const creds = { email, password: 'pass-word-9' };
    await call(stack.t.app, 'POST', '/api/register', { body: { ...creds, password_confirmation: creds.password } });
    const afterRegistration = await outbox(email);
    for (let i = 0; i < 7; i += 1) {
      const login = await call(stack.t.app, 'POST', '/api/login', { body: creds });
      expect([login.status, login.body.code, login.body.action]).toEqual([422, 'EMAIL_NOT_VERIFIED', 'verify-email']);
    }
    expect((await outbox(email)) - afterRegistration).toBe(5);
    // The same count as "resend the code": sign-ins spent the hour's share.
    const resend = await call(stack.t.app, 'POST', '/api/verify-email/resend', { body: { email } });
    expect(resend.status).toBe(429);
    stack.clock.advance(HOUR);
    await call(stack.t.app, 'POST', '/api/login', { body: creds });
    expect((await outbox(email)) - afterRegistration).toBe(6);
  });

  it('locks changing the password after five wrong current passwords in 15 minutes, for that account only', async () => {
    const s = await signUp(stack.t, 'change.pw@example.test');
    const bystander = await signUp(stack.t, 'change.pw.bystander@example.test');
    const change = (token: string, current: string) =>
      call(stack.t.app, 'PUT', '/api/user/password', {
        token,
        body: { current_password: current, password: 'new-password-1', password_confirmation: 'new-password-1' },
      });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await change(s.token, `guess-${i}-password`);
      expect([wrong.status, wrong.body.code]).toEqual([422, 'WRONG_PASSWORD']);
    }
    const locked = await change(s.token, 'correct-horse-1');
    expect([locked.status, locked.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await change(bystander.token, 'correct-horse-1')).status).toBe(200);
    stack.clock.advance(15 * 60_000);
    expect((await change(s.token, 'correct-horse-1')).status).toBe(200);
  });

  it('limits registrations to ten an hour from one client, answering EMAIL_TAKEN as before', async () => {
    // Production settings: development stacks (DEV_ENDPOINTS) allow more, for the e2e journeys.
    const config = testConfig({ DEV_ENDPOINTS: 'off' });
    const app = await buildApp(
      createContext({ db: stack.t.db, config, log: pino({ level: 'silent' }), now: stack.clock.now }),
    );
    try {
      const register = (email: string, ip: string) =>
        call(app, 'POST', '/api/register', {
          body: { email, password: 'pass-word-9', password_confirmation: 'pass-word-9' },
          headers: { 'x-forwarded-for': ip },
        });
      const script = '198.51.100.200';
      for (let i = 0; i < 9; i += 1) expect((await register(`batch-${i}@example.test`, script)).status).toBe(200);
      const taken = await register('batch-0@example.test', script);
      expect([taken.status, taken.body.code]).toEqual([422, 'EMAIL_TAKEN']);
      const refused = await register('batch-10@example.test', script);
      expect([refused.status, refused.body.code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
      expect(
        await stack.t.db.selectFrom('users').select('id').where('email', '=', 'batch-10@example.test').execute(),
      ).toEqual([]);
      // Another client registers; the script may again after the hour.
      expect((await register('elsewhere@example.test', '198.51.100.201')).status).toBe(200);
      stack.clock.advance(HOUR);
      expect((await register('batch-10@example.test', script)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
