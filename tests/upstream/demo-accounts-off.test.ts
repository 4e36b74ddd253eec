import { prepareDatabase } from '../../upstream/db/startup';
import { demoFriend, demoUser, hasDemoAccounts } from '../../upstream/db/seed/demo-users';
import { call } from './helpers/http';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';

const argon2 = { memoryKiB: 64, iterations: 1 };

/**
 * The demo accounts publish their password in the README and hold money nobody paid: a
 * production upstream (DEMO_ACCOUNTS off) must neither create them nor serve a database that
 * has them, while an account somebody registered under the same address stops nothing.
 */
describe.each(testDatabases())('the demo accounts switched off, on $name', (database) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(database);
  }, 120_000);
  afterEach(() => t.close());

  const accounts = () =>
    t.db.selectFrom('users').select('email').where('email', 'in', [demoUser.email, demoFriend.email]).execute();

  it('seeds the catalogue and the content but no demo account, and nobody signs in with the published password', async () => {
    expect(await prepareDatabase(t.db, { argon2, demoAccounts: false })).toMatchObject({ seeded: true });
    expect(await accounts()).toEqual([]);
    expect(await t.db.selectFrom('ledger_entries').select('id').execute()).toEqual([]);
    const signIn = await call(t.app, 'POST', '/api/login', {
      body: { email: demoUser.email, password: demoUser.password },
    });
    expect(signIn.status).toBe(422);
    expect(signIn.body.code).toBe('INVALID_CREDENTIALS');
    // The rest of the seed is there: the catalogue sells, the content pages have text.
    expect((await t.db.selectFrom('services').select('id').execute()).length).toBeGreaterThan(0);
    expect((await t.db.selectFrom('site_settings').select('key').execute()).length).toBeGreaterThan(0);
  });

  it('refuses to start on a database a development run seeded with them', async () => {
    await prepareDatabase(t.db, { argon2, demoAccounts: true });
    expect(await hasDemoAccounts(t.db)).toBe(true);
    await expect(prepareDatabase(t.db, { argon2, demoAccounts: false })).rejects.toThrow(
      /database holds the demo accounts \(demo@codeport\.test\), and DEMO_ACCOUNTS is off/,
    );
    // With them on, the same database starts as before.
    expect(await prepareDatabase(t.db, { argon2, demoAccounts: true })).toMatchObject({ seeded: false });
  });

  it('starts when somebody registered the demo address themselves: no seeded money, no refusal', async () => {
    await prepareDatabase(t.db, { argon2, demoAccounts: false });
    const registered = await call(t.app, 'POST', '/api/register', {
      body: {
        email: demoUser.email,
        password: 'a-password-of-their-own-1',
        password_confirmation: 'a-password-of-their-own-1',
        name: 'Not the demo',
      },
    });
    expect(registered.status).toBeLessThan(300);
    expect(await accounts()).toEqual([{ email: demoUser.email }]);
    expect(await hasDemoAccounts(t.db)).toBe(false);
    expect(await prepareDatabase(t.db, { argon2, demoAccounts: false })).toMatchObject({ seeded: false });
  });
});
