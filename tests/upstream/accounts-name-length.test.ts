import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';
import { signUp } from './helpers/accounts';

/** A name's 100 characters are code points: 60 emoji (120 UTF-16 units) are taken, and stored whole. */
describe.each(testDatabases())('the name limit on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it('registration and the settings take 60 emoji and store them whole; 101 characters are refused', async () => {
    const emoji = '😀'.repeat(60);
    const reg = await call(t.app, 'POST', '/api/register', {
      body: { name: emoji, email: 'emoji@example.test', password: 'pass-word-9', password_confirmation: 'pass-word-9' },
    });
    expect(reg.status).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('name')
      .where('email', '=', 'emoji@example.test')
      .executeTakeFirstOrThrow();
    expect(row.name).toBe(emoji);

    const s = await signUp(t, 'emoji-settings@example.test');
    const hundred = '👍'.repeat(100);
    const saved = await call(t.app, 'PUT', '/api/user/settings', { token: s.token, body: { name: hundred } });
    expect(saved.status).toBe(200);
    expect(saved.body.user.name).toBe(hundred);

    const long = await call(t.app, 'PUT', '/api/user/settings', { token: s.token, body: { name: '👍'.repeat(101) } });
    expect(long.status).toBe(422);
    expect(long.body.errors.name).toEqual(['Too big: expected string to have <=100 characters']);
  });
});
