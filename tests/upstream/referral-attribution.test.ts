import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';
import { signUp } from './helpers/accounts';
import { consent } from './helpers/social';

/**
 * A referral counts for the account it brought: one created through the link. An existing
 * customer who follows somebody's link (the web keeps its referral cookie for days) and then
 * signs in again becomes nobody's referral, or the link's owner would earn a share of every
 * top-up of a customer they never brought.
 */
describe.each(testDatabases())('referral attribution on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const referrerOf = async (email: string) =>
    (await t.db.selectFrom('users').select('referrer_id').where('email', '=', email).executeTakeFirstOrThrow())
      .referrer_id;
  const socialSignIn = async (email: string, headers: Record<string, string> = {}) => {
    const code = await consent(t, 'google', email);
    const res = await call(t.app, 'GET', `/api/auth/google/callback?code=${encodeURIComponent(code)}`, { headers });
    expect(res.status).toBe(200);
  };

  it('credits the referrer with an account created through the link, by social sign-in', async () => {
    const referrer = await signUp(t, 'ref.owner.new@example.test');
    await socialSignIn('ref.newcomer@example.test', { 'referral-id': String(referrer.user.id) });
    expect(await referrerOf('ref.newcomer@example.test')).toBe(referrer.user.id);
  });

  it('never makes an existing customer the referral of a link they follow later', async () => {
    const referrer = await signUp(t, 'ref.owner.late@example.test');
    await socialSignIn('ref.customer@example.test');
    await socialSignIn('ref.customer@example.test', { 'referral-id': String(referrer.user.id) });
    expect(await referrerOf('ref.customer@example.test')).toBeNull();
  });
});
