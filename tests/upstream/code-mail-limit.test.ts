import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { testClock } from './helpers/commerce';
import { call } from './helpers/http';
import { signUp } from './helpers/accounts';

const HOUR = 60 * 60_000;

/**
 * Anybody may type somebody's address into "forgot password" or "resend the code": without a
 * limit they could fill that inbox. Five codes an hour per address, counted for addresses with
 * and without an account alike, so the refusal tells nobody which addresses have one.
 */
describe.each(testDatabases())('codes mailed on request, on $name', (database) => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { now: clock.now });
  }, 120_000);
  afterAll(() => t.close());

  const outbox = (email: string) => t.db.selectFrom('email_outbox').select('id').where('email', '=', email).execute();
  const forgot = (email: string) => call(t.app, 'POST', '/api/forgot-password', { body: { email } });
  const resend = (email: string) => call(t.app, 'POST', '/api/verify-email/resend', { body: { email } });

  it('sends five an hour to one address, then answers 429 with Retry-After, alike with and without an account', async () => {
    const known = 'mailbox@example.test';
    await signUp(t, known);
    const sentBefore = (await outbox(known)).length;
    for (let i = 0; i < 5; i += 1) expect((await forgot(i % 2 ? known.toUpperCase() : known)).status).toBe(200);
    expect((await outbox(known)).length).toBe(sentBefore + 5);
    const refused = await forgot(known);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect((await outbox(known)).length).toBe(sentBefore + 5);

    const unknown = 'nobody-has-this@example.test';
    for (let i = 0; i < 5; i += 1) expect((await forgot(unknown)).status).toBe(200);
    const refusedUnknown = await forgot(unknown);
    expect([refusedUnknown.status, refusedUnknown.body.code]).toEqual([refused.status, refused.body.code]);

    // Another address is not held back by this one's count.
    expect((await forgot('someone-else@example.test')).status).toBe(200);
    // After the hour the address may ask again.
    clock.advance(HOUR);
    expect((await forgot(known)).status).toBe(200);
  });

  it('counts a resent verification code against the same address', async () => {
    const email = 'unverified-mailbox@example.test';
    await call(t.app, 'POST', '/api/register', {
      body: { email, password: 'pass-word-9', password_confirmation: 'pass-word-9' },
    });
    for (let i = 0; i < 3; i += 1) expect((await resend(email)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await forgot(email)).status).toBe(200);
    expect((await resend(email)).status).toBe(429);
  });
});
