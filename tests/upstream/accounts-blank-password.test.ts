import { hashPassword } from '../../upstream/accounts/passwords';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';
import { latestCode, signUp } from './helpers/accounts';

const SPACES = ' '.repeat(10);
const BLANK = 'The password cannot be only spaces.';

/**
 * A password of only spaces could be set (the contract did not trim) and then not used: the
 * sign-in form trimmed it to nothing. Now setting one is refused on every path, by the same
 * contract the web checks, and one set before still signs in.
 */
describe.each(testDatabases())('a password of only spaces on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it('registration refuses it, on the password field, and creates no account', async () => {
    const email = 'blank-register@example.test';
    const reg = await call(t.app, 'POST', '/api/register', {
      body: { email, password: SPACES, password_confirmation: SPACES },
    });
    expect(reg.status).toBe(422);
    expect(reg.body.errors.password).toEqual([BLANK]);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('a reset and a change refuse it; the old password keeps working', async () => {
    const email = 'blank-change@example.test';
    const s = await signUp(t, email);
    await call(t.app, 'POST', '/api/forgot-password', { body: { email } });
    const reset = await call(t.app, 'POST', '/api/reset-password', {
      body: { email, token: await latestCode(t, email), password: SPACES, password_confirmation: SPACES },
    });
    expect(reset.status).toBe(422);
    expect(reset.body.errors.password).toEqual([BLANK]);

    const change = await call(t.app, 'PUT', '/api/user/password', {
      token: s.token,
      body: { current_password: 'correct-horse-1', password: SPACES, password_confirmation: SPACES },
    });
    expect(change.status).toBe(422);
    expect(change.body.errors.password).toEqual([BLANK]);
    expect((await call(t.app, 'POST', '/api/login', { body: { email, password: 'correct-horse-1' } })).status).toBe(
      200,
    );
    // Spaces around a real password are part of it, as before.
    const padded = await call(t.app, 'PUT', '/api/user/password', {
      token: s.token,
      body: { current_password: 'correct-horse-1', password: ' padded pass ', password_confirmation: ' padded pass ' },
    });
    expect(padded.status).toBe(200);
    expect((await call(t.app, 'POST', '/api/login', { body: { email, password: ' padded pass ' } })).status).toBe(200);
  });

  it('an account that already has one still signs in with it, and can change it', async () => {
    const email = 'blank-existing@example.test';
    const s = await signUp(t, email);
    // Set before the rule existed.
    const hash = await hashPassword(SPACES, t.ctx.config.argon2);
    await t.db.updateTable('users').set({ password_hash: hash }).where('email', '=', email).execute();
    const login = await call(t.app, 'POST', '/api/login', { body: { email, password: SPACES } });
    expect(login.status).toBe(200);
    const change = await call(t.app, 'PUT', '/api/user/password', {
      token: s.token,
      body: { current_password: SPACES, password: 'a-real-pass-1', password_confirmation: 'a-real-pass-1' },
    });
    expect(change.status).toBe(200);
  });
});
